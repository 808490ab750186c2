import { type ActivityLogRow } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Col, Row, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { pagingQuery, useTableParams } from '../../../lib/useTableParams';
import { activityLogQuery } from '../api/admin-api';
import { LogTablePage, logFilters } from '../components/LogTablePage';

const ENTITIES = [
  'user',
  'role_template',
  'function_grouping',
  'region',
  'state',
  'profile',
  'api_breakpoint_version',
  'standard_limit_version',
  'index_definition',
  'pm25_breakpoint_choice',
];

function Json({ value }: { value: unknown }) {
  return (
    <pre style={{ margin: 0, maxHeight: 240, overflow: 'auto', fontSize: 12 }}>
      {value === null || value === undefined ? '–' : JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** activity_log: every change anywhere, with who, what, when, and the values before and after. */
export function ActivityLogPage() {
  const { t } = useTranslation();
  const params = useTableParams();
  const log = useQuery(activityLogQuery(pagingQuery(params, logFilters(params, 'entity'))));
  const columns: TableColumnsType<ActivityLogRow> = [
    { title: t('admin:users.username'), dataIndex: 'username' },
    { title: t('admin:logs.action'), dataIndex: 'action' },
    { title: t('admin:logs.entity'), dataIndex: 'entity' },
    { title: t('admin:logs.entityId'), dataIndex: 'entityId', ellipsis: true },
    { title: t('admin:logs.ip'), dataIndex: 'ip' },
  ];
  return (
    <LogTablePage
      page="activity_log"
      category="entity"
      options={ENTITIES.map((e) => ({ value: e, label: e }))}
      params={params}
      log={log}
      columns={columns}
      expandable={{
        expandedRowRender: (row) => (
          <Row gutter={16}>
            <Col span={12}>
              <Typography.Text strong>{t('admin:logs.before')}</Typography.Text>
              <Json value={row.before} />
            </Col>
            <Col span={12}>
              <Typography.Text strong>{t('admin:logs.after')}</Typography.Text>
              <Json value={row.after} />
            </Col>
          </Row>
        ),
      }}
    />
  );
}
