import { Table, type TableProps } from 'antd';

/** A small table of a few rows, all shown at once. */
export function SmallTable<T extends object>(props: Omit<TableProps<T>, 'size' | 'pagination'>) {
  return <Table<T> size="small" pagination={false} {...props} />;
}
