import { DownloadOutlined } from '@ant-design/icons';
import type { AccessLogRow } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { downloadCsv, toCsv } from '../../../lib/csv';
import { pagingQuery, useTableParams } from '../../../lib/useTableParams';
import { accessLogQuery, fetchAccessLog } from '../api/admin-api';
import { LogTablePage, logFilters } from '../components/LogTablePage';
import { fetchAllPages } from '../utils/fetch-all-pages';

const EVENTS = [
  'login_success',
  'login_failure',
  'lockout',
  'locked_attempt',
  'logout',
  'renewal_refused',
  'password_reset_requested',
  'password_reset_completed',
];
const COLOURS: Record<string, string> = {
  login_success: 'green',
  login_failure: 'orange',
  lockout: 'red',
  locked_attempt: 'red',
  logout: 'blue',
};

/** access_log: sign-ins, failures, lockouts and logouts with time, address and browser. */
export function AccessLogPage() {
  const { t } = useTranslation();
  const { showError } = useMessageDialog();
  const params = useTableParams();
  const filters = logFilters(params, 'event');
  const log = useQuery(accessLogQuery(pagingQuery(params, filters)));

  const columns: TableColumnsType<AccessLogRow> = [
    {
      title: t('admin:logs.event'),
      dataIndex: 'event',
      render: (e: string) => <Tag color={COLOURS[e]}>{t(`admin:logs.events.${e}`)}</Tag>,
    },
    { title: t('admin:users.username'), dataIndex: 'username' },
    { title: t('admin:logs.detail'), dataIndex: 'detail' },
    { title: t('admin:logs.ip'), dataIndex: 'ip' },
    { title: t('admin:logs.userAgent'), dataIndex: 'userAgent', ellipsis: true, width: 320 },
  ];

  const exportCsv = async () => {
    try {
      const rows = await fetchAllPages((page, pageSize) =>
        fetchAccessLog(pagingQuery({ ...params, page, pageSize }, filters)),
      );
      const headers = ['at', 'event', 'username', 'detail', 'ip', 'userAgent'].map((k) =>
        k === 'username' ? t('admin:users.username') : t(`admin:logs.${k}`),
      );
      downloadCsv(
        'access-log.csv',
        toCsv(
          headers,
          rows.map((r) => [
            r.at,
            t(`admin:logs.events.${r.event}`),
            r.username,
            r.detail,
            r.ip,
            r.userAgent,
          ]),
        ),
      );
    } catch (error) {
      await showError(error);
    }
  };

  return (
    <LogTablePage
      page="access_log"
      category="event"
      options={EVENTS.map((e) => ({ value: e, label: t(`admin:logs.events.${e}`) }))}
      params={params}
      log={log}
      columns={columns}
      extra={
        <Button icon={<DownloadOutlined />} onClick={() => void exportCsv()}>
          {t('common:action.export')}
        </Button>
      }
    />
  );
}
