import { Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  return (
    <Table<T>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={[...items]}
      pagination={false}
      scroll={{ x: 1200 }}
      {...(expand && { expandable: { expandedRowRender: expand } })}
      locale={{ emptyText: t('common:table.empty') }}
    />
  );
}
