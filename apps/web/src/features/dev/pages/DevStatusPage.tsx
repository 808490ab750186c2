import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { dateTimeColumn } from '../../../lib/date-time-column';
import { SmallTable } from '../../../components/SmallTable';

const statusQuery = {
  queryKey: ['dev', 'status'],
  queryFn: () => callApi('devStatus'),
};

type DevStatus = Awaited<ReturnType<typeof statusQuery.queryFn>>;

/** The columns of the configuration, migrations and jobs tables. */
function useStatusColumns() {
  const { t } = useTranslation();
  const configuration: TableColumnsType<DevStatus['configuration'][number]> = [
    { title: t('dev:status.setting'), dataIndex: 'key' },
    {
      title: t('dev:status.value'),
      dataIndex: 'value',
      render: (v: string, row) => (row.secret ? <Tag>{v}</Tag> : v),
    },
  ];
  const migrations: TableColumnsType<DevStatus['database']['migrations'][number]> = [
    { title: t('dev:status.migration'), dataIndex: 'name' },
    dateTimeColumn(t('dev:status.executedAt'), 'executedAt'),
  ];
  const jobs: TableColumnsType<DevStatus['jobs'][number]> = [
    { title: t('dev:status.job'), dataIndex: 'name' },
    { title: t('dev:status.state'), dataIndex: 'state', render: (v: string) => <Tag>{v}</Tag> },
    { title: t('dev:status.detail'), dataIndex: 'detail' },
  ];
  return { configuration, migrations, jobs };
}

/** /dev/serasi/local (role 'Close Page'): build, version, configuration with secrets hidden, database and jobs. */
export function DevStatusPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const status = useQuery(statusQuery);
  const columns = useStatusColumns();
  const data = status.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('dev:status.title')}
      </Typography.Title>
      {status.error && <Alert type="error" showIcon title={status.error.message} />}
      {data && (
        <>
          <Card size="small" title={t('dev:status.build')}>
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'version', label: t('dev:status.version'), children: data.build.version },
                { key: 'node', label: t('dev:status.node'), children: data.build.node },
                { key: 'platform', label: t('dev:status.platform'), children: data.build.platform },
                {
                  key: 'started',
                  label: t('dev:status.startedAt'),
                  children: formatDateTime(data.build.startedAt, language),
                },
              ]}
            />
          </Card>
          <Card size="small" title={t('dev:status.configuration')}>
            <SmallTable
              rowKey="key"
              dataSource={data.configuration}
              columns={columns.configuration}
            />
          </Card>
          <Card size="small" title={t('dev:status.database')}>
            <Descriptions
              size="small"
              column={{ xs: 1, md: 3 }}
              items={[
                { key: 'kind', label: t('dev:status.dbKind'), children: data.database.kind },
                {
                  key: 'version',
                  label: t('dev:status.dbVersion'),
                  children: data.database.serverVersion,
                },
                {
                  key: 'size',
                  label: t('dev:status.dbSize'),
                  children:
                    data.database.sizeBytes === null
                      ? '–'
                      : `${formatNumber(data.database.sizeBytes / 1048576, language, 1)} MB`,
                },
              ]}
            />
            <SmallTable
              rowKey="name"
              dataSource={data.database.migrations}
              columns={columns.migrations}
            />
          </Card>
          <Card size="small" title={t('dev:status.jobs')}>
            <SmallTable rowKey="name" dataSource={data.jobs} columns={columns.jobs} />
          </Card>
        </>
      )}
    </Space>
  );
}
