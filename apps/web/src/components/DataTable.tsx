import type { Page } from '@eqmp/domain';
import { Input, Space, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlPagination, type TableParams } from '../lib/useTableParams';

/**
 * The portal's table (spec §2): a search box and a records-per-page choice, paged on the server,
 * with its state in the URL.
 */
export function DataTable<T extends object>({
  rowKey,
  columns,
  query,
  params,
  toolbar,
  expandable,
}: {
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  /** The page of rows shown, and whether it is still on its way. */
  query: { data: Pick<Page<T>, 'items' | 'total'> | undefined; isPending: boolean };
  params: TableParams;
  toolbar?: ReactNode;
  expandable?: Parameters<typeof Table<T>>[0]['expandable'];
}) {
  const { t } = useTranslation();
  const { data, isPending: loading } = query;
  const pagination = useUrlPagination(params, data?.total ?? 0);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Input.Search
          allowClear
          placeholder={t('common:table.search')}
          defaultValue={params.search}
          onSearch={(value) => params.set({ search: value.trim() || undefined })}
          style={{ width: 280 }}
          aria-label={t('common:table.search')}
        />
        {toolbar}
      </Space>
      <Table<T>
        rowKey={rowKey}
        columns={columns}
        dataSource={data ? [...data.items] : []}
        loading={loading}
        size="middle"
        scroll={{ x: 'max-content' }}
        expandable={expandable}
        locale={{ emptyText: t('common:table.empty') }}
        pagination={pagination}
      />
    </Space>
  );
}
