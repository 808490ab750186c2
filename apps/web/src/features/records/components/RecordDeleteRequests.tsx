import type { RecordDeleteRequest, RecordModule } from '@eqmp/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDecision } from '../../../components/useDecision';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { useSession } from '../../../lib/session';
import { recordDeleteRequestsQuery, reviewRecordDelete } from '../api/records-api';
import type { useRecordsPage } from '../hooks/useRecordsPage';
import { CompactTable } from '../../../components/CompactTable';
import { dashColumn } from '../../../lib/dash-column';

type Page = ReturnType<typeof useRecordsPage>;
const COLOUR = { pending: 'warning', approved: 'success', rejected: 'default' } as const;

function useColumns(extra: TableColumnsType<RecordDeleteRequest> = []) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const when = (v: string | null) => formatDateTime(v, language);
  const columns: TableColumnsType<RecordDeleteRequest> = [
    { title: t('records:col.requestedAt'), dataIndex: 'requestedAt', render: when },
    { title: t('records:col.requestedBy'), dataIndex: 'requesterName' },
    { title: t('records:col.reason'), dataIndex: 'reason' },
    {
      title: t('records:col.status'),
      dataIndex: 'status',
      render: (v: RecordDeleteRequest['status']) => (
        <Tag color={COLOUR[v]}>{t(`records:requestStatus.${v}`)}</Tag>
      ),
    },
    dashColumn(t('records:col.reviewer'), 'reviewerName'),
    {
      title: t('records:col.note'),
      dataIndex: 'reviewNote',
      render: (v: string | null) => v ?? '',
    },
    ...extra,
  ];
  return columns;
}

/** A record's delete requests and their outcome. */
export function DeleteRequestTable({ requests }: { requests: readonly RecordDeleteRequest[] }) {
  return (
    <Table<RecordDeleteRequest>
      rowKey="id"
      size="small"
      pagination={false}
      columns={useColumns()}
      dataSource={[...requests]}
    />
  );
}

/** The module's requests to delete records of this page's kind: reviewers decide those of others. */
export function RecordDeleteRequests({ page, module }: { page: Page; module: RecordModule }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { user } = useSession();
  const client = useQueryClient();
  const list = useQuery(recordDeleteRequestsQuery(module));
  const review = useDecision({
    review: reviewRecordDelete,
    summaryKey: 'records:delete.summary',
    details: (row: RecordDeleteRequest) => ({ id: row.recordId }),
    onDecided: (r) => {
      void message.success(
        t(r.status === 'approved' ? 'records:delete.approved' : 'records:delete.rejected'),
      );
      // Approving gives values back: QA/QC pages and reports change too.
      void client.invalidateQueries();
    },
  });
  const canReview = page.can('reviewDelete');
  const columns = useColumns([
    {
      title: t('records:col.record'),
      render: (_, r) => (
        <Button
          size="small"
          type="link"
          onClick={() => page.set({ tab: undefined, id: String(r.recordId) })}
        >
          #{r.recordId}
        </Button>
      ),
    },
    { title: t('records:col.station'), dataIndex: 'stationId' },
    {
      title: t('records:col.actions'),
      render: (_, r) =>
        canReview && r.status === 'pending' && r.requesterName !== user?.username ? (
          <Space>
            <Button size="small" danger onClick={() => review.decide(r, 'approve')}>
              {t('records:action.approve')}
            </Button>
            <Button size="small" onClick={() => review.decide(r, 'reject')}>
              {t('records:action.reject')}
            </Button>
          </Space>
        ) : null,
    },
  ]);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {list.error && <Alert type="error" showIcon title={list.error.message} />}
      <CompactTable<RecordDeleteRequest>
        rowKey="id"
        columns={columns}
        dataSource={(list.data ?? []).filter((r) => r.kind === page.kind)}
        loading={list.isPending}
      />
      {review.dialog}
    </Space>
  );
}
