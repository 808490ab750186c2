import type { Page } from '@eqmp/domain';
import type { TableColumnsType } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import type { TableParams } from '../../../lib/useTableParams';
import { LogFilters } from './LogFilters';

/** What a log page's query asks for: its category filter and the date range, from the URL. */
export function logFilters(params: TableParams, category: string) {
  return { [category]: params.get(category), from: params.get('from'), to: params.get('to') };
}

/**
 * A log page (`page` names its heading): its rows, the time of each first, with a filter on the
 * `category` column among `options`, the date range and `extra` above them.
 */
export function LogTablePage<T extends { id: unknown; at: string }>({
  page,
  category,
  options,
  params,
  log,
  columns,
  extra,
  expandable,
}: {
  page: string;
  category: string;
  options: { value: string; label: string }[];
  params: TableParams;
  log: { data: Pick<Page<T>, 'items' | 'total'> | undefined; isPending: boolean };
  columns: TableColumnsType<T>;
  extra?: ReactNode;
  expandable?: ComponentProps<typeof DataTable<T>>['expandable'];
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const at: TableColumnsType<T>[number] = {
    title: t('admin:logs.at'),
    dataIndex: 'at',
    render: (v: string) => formatDateTime(v, language),
  };
  return (
    <>
      <PageHeader title={t(`admin:page.${page}`)} />
      <DataTable
        rowKey="id"
        columns={[at, ...columns]}
        query={log}
        params={params}
        toolbar={
          <>
            <LogFilters
              params={params}
              category={{ name: category, placeholder: t(`admin:logs.${category}`), options }}
            />
            {extra}
          </>
        }
        expandable={expandable}
      />
    </>
  );
}
