import { type SmsMessageRow, type SmsStatus, SMS_STATUSES } from '@eqmp/domain';
import { ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { pagingQuery, useTableParams } from '../../../lib/useTableParams';
import { reparseSms, smsKeys, smsMessagesQuery } from '../api/sms-api';
import { SMS_STATUS_COLOUR } from '../utils/sms-status';
import { dateTimeColumn } from '../../../lib/date-time-column';
import { ParamSelect } from '../../../components/ParamSelect';
import { IntroPage } from '../../../components/IntroPage';
import { dashColumn } from '../../../lib/dash-column';

/** sms_poller_table: messages from the SMS gateway with their parse status, and re-parse. */
export function SmsPollerTablePage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { show, showError } = useMessageDialog();
  const queryClient = useQueryClient();
  const params = useTableParams();
  const status = params.get('status');
  const messages = useQuery(smsMessagesQuery(pagingQuery(params, { status })));

  const reparse = useMutation({
    mutationFn: reparseSms,
    onSuccess: async (message) => {
      await queryClient.invalidateQueries({ queryKey: smsKeys.all });
      await (message.status === 'parsed'
        ? show({
            kind: 'success',
            title: t('sms:reparse.parsedTitle'),
            content: t('sms:reparse.parsed', {
              count: message.readings,
              station: message.stationId ?? '',
            }),
          })
        : show({
            kind: 'error',
            title: t('sms:reparse.failedTitle'),
            content: message.error ?? '',
          }));
    },
    onError: (error) => void showError(error),
  });

  const columns: TableColumnsType<SmsMessageRow> = [
    dateTimeColumn(t('sms:col.received'), 'receivedAt'),
    { title: t('sms:col.sender'), dataIndex: 'sender' },
    {
      title: t('sms:col.text'),
      dataIndex: 'body',
      width: 360,
      render: (body: string) => (
        <Typography.Text code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {body}
        </Typography.Text>
      ),
    },
    {
      title: t('sms:col.status'),
      dataIndex: 'status',
      render: (s: SmsStatus) => <Tag color={SMS_STATUS_COLOUR[s]}>{t(`sms:status.${s}`)}</Tag>,
    },
    dashColumn(t('sms:col.station'), 'stationId'),
    { title: t('sms:col.readings'), dataIndex: 'readings', align: 'right' },
    {
      title: t('sms:col.error'),
      dataIndex: 'error',
      width: 320,
      render: (error: string | null, row) =>
        error && (
          <Space orientation="vertical" size={0}>
            {row.errorCode && <Tag color="red">{row.errorCode}</Tag>}
            <Typography.Text type="danger">{error}</Typography.Text>
          </Space>
        ),
    },
    {
      title: t('sms:col.parsedAt'),
      dataIndex: 'parsedAt',
      render: (v: string | null) => formatDateTime(v, language),
    },
    {
      title: t('sms:col.action'),
      key: 'action',
      fixed: 'right',
      render: (_, row) =>
        row.status === 'failed' && (
          <Tooltip title={t('sms:hint')}>
            <Button
              size="small"
              icon={<ReloadOutlined />}
              loading={reparse.isPending && reparse.variables === row.id}
              onClick={() => reparse.mutate(row.id)}
            >
              {t('sms:reparse.button')}
            </Button>
          </Tooltip>
        ),
    },
  ];

  return (
    <IntroPage title={t('sms:title')} intro={t('sms:hint')}>
      <DataTable
        rowKey="id"
        columns={columns}
        query={messages}
        params={params}
        toolbar={
          <ParamSelect
            params={params}
            param="status"
            style={{ minWidth: 180 }}
            placeholder={t('sms:status.all')}
            label={t('sms:col.status')}
            options={SMS_STATUSES.map((s) => ({ value: s, label: t(`sms:status.${s}`) }))}
          />
        }
      />
    </IntroPage>
  );
}
