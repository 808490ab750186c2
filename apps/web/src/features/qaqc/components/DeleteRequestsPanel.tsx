import { canQaqc, type DeleteRequest, type ModuleCode } from '@eqmp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Decision } from '../../../components/DecisionDialog';
import { useDecision } from '../../../components/useDecision';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { useSession } from '../../../lib/session';
import {
  deleteRequestsQuery,
  qaqcKeys,
  reviewDeleteRequest,
  withdrawDeleteRequest,
} from '../api/qaqc-api';
import { DeleteRequestForm } from './DeleteRequestForm';
import { CompactTable } from '../../../components/CompactTable';

const STATUS_KEY = {
  pending: 'qaqc:delete.statusPending',
  approved: 'qaqc:delete.statusApproved',
  rejected: 'qaqc:delete.statusRejected',
  withdrawn: 'qaqc:delete.statusWithdrawn',
} as const;
const STATUS_COLOR = { pending: 'gold', approved: 'green', rejected: 'red', withdrawn: 'default' };

/**
 * A module's requests to delete data (any module: continuous, manual or investigative): request
 * one over a period; a second officer approves (the values are withdrawn as one change set, which
 * the History can revert) or rejects; everyone who works with them sees the outcome.
 */
export function DeleteRequestsPanel({ module }: { module: ModuleCode }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { message } = App.useApp();
  const { ticked, user } = useSession();
  const client = useQueryClient();
  const list = useQuery(deleteRequestsQuery(module));
  const roles = ticked ?? [];
  const canReview = canQaqc('reviewDelete', module, roles);
  const when = (v: string) => formatDateTime(v, language);
  const review = useDecision({
    review: reviewDeleteRequest,
    summaryKey: 'qaqc:delete.summary',
    details: (row: DeleteRequest) => ({
      parameter: row.parameterCode,
      from: when(row.from),
      to: when(row.to),
    }),
    onDecided: (r) => {
      // The Straits of Johor's results are removed (as a change set), not withdrawn with AL.
      const approved = module === 'SOJ' ? 'qaqc:delete.approvedResults' : 'qaqc:delete.approved';
      void message.success(t(r.status === 'approved' ? approved : 'qaqc:delete.rejected'));
      void client.invalidateQueries({ queryKey: qaqcKeys.all });
    },
  });
  const withdraw = useMutation({
    mutationFn: withdrawDeleteRequest,
    onSuccess: () => {
      void message.success(t('qaqc:delete.withdrawn'));
      void client.invalidateQueries({ queryKey: qaqcKeys.all });
    },
    onError: (e: Error) => void message.error(e.message),
  });
  const decide = (row: DeleteRequest, decision: Decision, danger: boolean) => (
    <Button
      size="small"
      type={danger ? 'default' : 'primary'}
      danger={danger}
      loading={review.busy}
      onClick={() => review.decide(row, decision)}
    >
      {t(`qaqc:delete.${decision}`)}
    </Button>
  );
  const columns: TableColumnsType<DeleteRequest> = [
    {
      title: t('qaqc:delete.status'),
      dataIndex: 'status',
      render: (v: DeleteRequest['status']) => <Tag color={STATUS_COLOR[v]}>{t(STATUS_KEY[v])}</Tag>,
    },
    { title: t('qaqc:col.station'), dataIndex: 'stationId' },
    { title: t('qaqc:col.parameter'), dataIndex: 'parameterCode' },
    { title: t('qaqc:col.from'), dataIndex: 'from', render: when },
    { title: t('qaqc:delete.until'), dataIndex: 'to', render: when },
    { title: t('qaqc:delete.reason'), dataIndex: 'reason' },
    { title: t('qaqc:delete.requester'), dataIndex: 'requesterName' },
    { title: t('qaqc:delete.requestedAt'), dataIndex: 'requestedAt', render: when },
    { title: t('qaqc:delete.reviewer'), dataIndex: 'reviewerName' },
    { title: t('qaqc:delete.note'), dataIndex: 'reviewNote' },
    {
      title: t('qaqc:col.actions'),
      key: 'actions',
      render: (_: unknown, r) => {
        if (r.status !== 'pending') return null;
        if (r.requesterName === user?.username)
          return (
            <Popconfirm
              title={t('qaqc:delete.withdrawConfirm')}
              okText={t('qaqc:delete.withdraw')}
              cancelText={t('common:action.cancel')}
              onConfirm={() => withdraw.mutate(r.id)}
            >
              <Button size="small" loading={withdraw.isPending}>
                {t('qaqc:delete.withdraw')}
              </Button>
            </Popconfirm>
          );
        if (!canReview) return null;
        return (
          <Space>
            {decide(r, 'approve', false)}
            {decide(r, 'reject', true)}
          </Space>
        );
      },
    },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {canQaqc('requestDelete', module, roles) && <DeleteRequestForm module={module} />}
      <CompactTable<DeleteRequest>
        rowKey="id"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isPending}
      />
      {review.dialog}
    </Space>
  );
}
