import { FEEDBACK_STATUSES, type FeedbackInboxResponse, type FeedbackStatus } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Segmented, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { pagingQuery, useTableParams } from '../../../lib/useTableParams';
import { feedbackInboxQuery } from '../api/feedback-api';
import { FeedbackDetail } from '../components/FeedbackDetail';
import { FormDrawer } from '../../../components/FormModal';
import { dateTimeColumn } from '../../../lib/date-time-column';

type Row = FeedbackInboxResponse['items'][number];
const STATUS_COLOUR: Readonly<Record<FeedbackStatus, string>> = {
  new: 'blue',
  answered: 'green',
  closed: 'default',
};

/** System Admin → feedback: every message of the feedback form, by status, answered by email. */
export function FeedbackInboxPage() {
  const { t } = useTranslation();
  const params = useTableParams();
  const status = params.get('status') as FeedbackStatus | undefined;
  const open = Number(params.get('open')) || null;
  const inbox = useQuery(feedbackInboxQuery(pagingQuery(params, { status })));
  const counts = inbox.data?.counts;
  const columns: TableColumnsType<Row> = [
    dateTimeColumn(t('feedback:inbox.received'), 'receivedAt'),
    {
      title: t('feedback:inbox.category'),
      dataIndex: 'category',
      render: (c: string) => t(`feedback:category.${c}`),
    },
    {
      title: t('feedback:inbox.status'),
      dataIndex: 'status',
      render: (s: FeedbackStatus) => (
        <Tag color={STATUS_COLOUR[s]}>{t(`feedback:status.${s}`)}</Tag>
      ),
    },
    {
      title: t('feedback:inbox.from'),
      key: 'from',
      render: (_, r) => r.contactName ?? r.username ?? t('feedback:inbox.anonymous'),
    },
    { title: t('feedback:inbox.excerpt'), dataIndex: 'excerpt', ellipsis: true, width: 420 },
    {
      key: 'open',
      render: (_, r) => (
        <Button size="small" onClick={() => params.set({ open: r.id, page: params.page })}>
          {t('feedback:inbox.open')}
        </Button>
      ),
    },
  ];
  const label = (key: string, n: number | undefined) => (n === undefined ? key : `${key} (${n})`);
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('feedback:inbox.title')}
      </Typography.Title>
      <DataTable
        rowKey="id"
        columns={columns}
        query={inbox}
        params={params}
        toolbar={
          <Segmented
            value={status ?? 'all'}
            onChange={(v) => params.set({ status: v === 'all' ? undefined : String(v) })}
            options={[
              { value: 'all', label: t('feedback:inbox.all') },
              ...FEEDBACK_STATUSES.map((s) => ({
                value: s,
                label: label(t(`feedback:status.${s}`), counts?.[s]),
              })),
            ]}
          />
        }
      />
      <FormDrawer
        open={open !== null}
        width={640}
        title={t('feedback:inbox.message')}
        onClose={() => params.set({ open: undefined, page: params.page })}
        destroyOnHidden
      >
        {open !== null && <FeedbackDetail id={open} />}
      </FormDrawer>
    </>
  );
}
