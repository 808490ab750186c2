import type { TableColumnsType } from 'antd';
import { DataTable } from '../../../components/DataTable';
import { useTableParams } from '../../../lib/useTableParams';
import { clientPage } from '../utils/client-page';

/** An output's rows in the portal's table (search box, records per page), paged in the browser. */
export function QueryTable<T extends object>({
  rows,
  columns,
  rowKey,
}: {
  rows: readonly T[];
  columns: TableColumnsType<T>;
  rowKey: (row: T, index: number) => string;
}) {
  const params = useTableParams(20);
  const keyed = rows.map((row, i) => ({ ...row, key: rowKey(row, i) }));
  return (
    <DataTable<T & { key: string }>
      rowKey="key"
      columns={columns as TableColumnsType<T & { key: string }>}
      query={{
        data: clientPage(keyed, params),
        isPending: false,
      }}
      params={params}
    />
  );
}
