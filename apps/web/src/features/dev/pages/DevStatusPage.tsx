import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { dateTimeColumn } from '../../../lib/date-time-column';

const statusQuery = {
  queryKey: ['dev', 'status'],
  queryFn: () => callApi('devStatus'),
};

/** /dev/serasi/local (role 'Close Page'): build, version, configuration with secrets hidden, database and jobs. */
export function DevStatusPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const status = useQuery(statusQuery);
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
            <Table
              rowKey="key"
              size="small"
              pagination={false}
              dataSource={data.configuration}
              columns={[
                { title: t('dev:status.setting'), dataIndex: 'key' },
                {
                  title: t('dev:status.value'),
                  dataIndex: 'value',
                  render: (v: string, row) => (row.secret ? <Tag>{v}</Tag> : v),
                },
              ]}
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
            <Table
              rowKey="name"
              size="small"
              pagination={false}
              dataSource={data.database.migrations}
              columns={[
                { title: t('dev:status.migration'), dataIndex: 'name' },
                dateTimeColumn(t('dev:status.executedAt'), 'executedAt'),
              ]}
            />
          </Card>
          <Card size="small" title={t('dev:status.jobs')}>
            <Table
              rowKey="name"
              size="small"
              pagination={false}
              dataSource={data.jobs}
              columns={[
                { title: t('dev:status.job'), dataIndex: 'name' },
                {
                  title: t('dev:status.state'),
                  dataIndex: 'state',
                  render: (v: string) => <Tag>{v}</Tag>,
                },
                { title: t('dev:status.detail'), dataIndex: 'detail' },
              ]}
            />
          </Card>
        </>
      )}
    </Space>
  );
}
