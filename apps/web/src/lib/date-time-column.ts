import type { TableColumnType } from 'antd';
import { formatDateTime } from './format';

/** A table column of date-times, shown DD/MM/YYYY HH:MM in Malaysian time. */
export function dateTimeColumn<T>(title: string, dataIndex: string): TableColumnType<T> {
  return { title, dataIndex, render: (v: string) => formatDateTime(v) };
}
