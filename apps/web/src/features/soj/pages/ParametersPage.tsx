import type { SojParameter } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { sojParametersQuery } from '../api/soj-api';
import { SojPageTitle } from '../components/SojPageTitle';
import { QueryError } from '../components/QueryError';

/** The programme's parameter list with units and laboratory methods. */
export function ParametersPage() {
  const { t } = useTranslation();
  const parameters = useQuery(sojParametersQuery);
  const columns: TableColumnsType<SojParameter> = [
    { title: t('soj:col.code'), dataIndex: 'code' },
    { title: t('soj:col.parameter'), dataIndex: 'name' },
    { title: t('soj:col.unit'), dataIndex: 'unit' },
    { title: t('soj:col.method'), dataIndex: 'method' },
    { title: t('soj:col.decimals'), dataIndex: 'decimals', align: 'right' },
  ];
  return (
    <>
      <SojPageTitle page="parameters" />
      <QueryError error={parameters.error} />
      <Table<SojParameter>
        rowKey="code"
        columns={columns}
        dataSource={parameters.data ?? []}
        loading={parameters.isLoading}
        pagination={false}
        size="middle"
        locale={{ emptyText: t('common:table.empty') }}
      />
    </>
  );
}
