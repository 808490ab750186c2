import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { CompactTable } from '../../../components/CompactTable';

/** A table of standards versions, all on one page; with `expand`, a row opens to show more. */
export function VersionsTable<T extends object>({
  columns,
  items,
  expand,
}: {
  columns: TableColumnsType<T>;
  items: readonly T[];
  expand?: (row: T) => ReactNode;
}) {
  return (
    <CompactTable<T>
      rowKey="id"
      columns={columns}
      dataSource={[...items]}
      pagination={false}
      scroll={{ x: 1200 }}
      {...(expand && { expandable: { expandedRowRender: expand } })}
    />
  );
}
