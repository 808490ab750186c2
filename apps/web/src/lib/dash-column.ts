import type { TableColumnType } from 'antd';

/**
 * A table column of a field that may be empty: its value as it is, or a dash when it has none.
 * `props` adds the column's other settings (its alignment, …).
 */
export function dashColumn<T>(
  title: string,
  dataIndex: string,
  props: Omit<TableColumnType<T>, 'title' | 'dataIndex' | 'render'> = {},
): TableColumnType<T> {
  return { title, dataIndex, ...props, render: (v: string | number | null) => v ?? '–' };
}
