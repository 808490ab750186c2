import { canQaqc, type DeleteRequest } from '@eqmp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Input,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { useSession } from '../../../lib/session';
import {
  deleteRequestsQuery,
  qaqcChangeSetsQuery,
  qaqcKeys,
  qaqcReportQuery,
  qaqcStationsQuery,
  requestDelete,
  reviewDeleteRequest,
} from '../api/qaqc-api';
import { DecisionDialog, type Decision } from '../../../components/DecisionDialog';
import { ChangeSetsTable } from '../components/ChangeSetsTable';
import { QaqcFilters } from '../components/QaqcFilters';
import { useQaqcModule } from '../hooks/useQaqcPage';
import { useQaqcSelection } from '../hooks/useQaqcSelection';
import { klMonth, monthRange } from '../utils/month-range';
import { pendingRanges, type PendingRange } from '../utils/pending-ranges';

const pct = (v: number | null) => (v === null ? '–' : `${v} %`);
const STATUS_KEY = {
  pending: 'qaqc:delete.statusPending',
  approved: 'qaqc:delete.statusApproved',
  rejected: 'qaqc:delete.statusRejected',
} as const;

/** datavalidation: a module's month in validation — pending ranges, change sets, summary, and delete requests. */
export function DataValidationPage() {
  const { t } = useTranslation();
  const module = useQaqcModule();
  const { ticked } = useSession();
  const { value: sel, set, get } = useQaqcSelection();
  const range = monthRange(sel.month);
  const report = useQuery({
    ...qaqcReportQuery({ module: module ?? 'CAQM', ...range }),
    enabled: module !== undefined,
  });
  // Change sets are listed by when they were made (by default this month), not by the values' month.
  const changedIn = /^\d{4}-\d{2}$/.test(get('changed') ?? '')
    ? get('changed')!
    : klMonth(new Date());
  const changeSets = useQuery({
    ...qaqcChangeSetsQuery({ module: module ?? 'CAQM', ...monthRange(changedIn) }),
    enabled: module !== undefined,
  });
  if (!module) return null;
  const pendingColumns: TableColumnsType<PendingRange> = [
    { title: t('qaqc:col.station'), dataIndex: 'stationId' },
    { title: t('qaqc:col.name'), dataIndex: 'stationName' },
    { title: t('qaqc:col.parameter'), dataIndex: 'parameterCode' },
    { title: t('qaqc:col.month'), dataIndex: 'month' },
    {
      title: t('qaqc:validation.stage'),
      dataIndex: 'stage',
      render: (v: PendingRange['stage']) =>
        t(v === 'review' ? 'qaqc:validation.stageReview' : 'qaqc:validation.stageApproval'),
    },
    { title: t('qaqc:col.reviewed'), dataIndex: 'reviewedPct', align: 'right', render: pct },
    { title: t('qaqc:col.approved'), dataIndex: 'approvedPct', align: 'right', render: pct },
  ];
  const reportRows = report.data?.rows ?? [];
  const totals = reportRows.reduce(
    (a, r) => ({
      values: a.values + r.values,
      valid: a.valid + r.valid,
      flagged: a.flagged + r.flagged,
      changed: a.changed + r.changed,
    }),
    { values: 0, valid: 0, flagged: 0, changed: 0 },
  );
  const tab = get('tab') ?? 'pending';

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('qaqc:page.datavalidation')} — {t(`common:module.${module}`)}
      </Typography.Title>
      <DatePicker
        picker="month"
        aria-label={t('qaqc:filter.month')}
        allowClear={false}
        value={dayjs(`${sel.month}-01`)}
        onChange={(d) => d && set({ month: d.format('YYYY-MM') })}
      />
      {(report.error ?? changeSets.error) && (
        <Alert type="error" showIcon title={(report.error ?? changeSets.error)!.message} />
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => set({ tab: key })}
        items={[
          {
            key: 'pending',
            label: t('qaqc:validation.pending'),
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {t('qaqc:validation.pendingHint')}
                </Typography.Paragraph>
                <Table<PendingRange>
                  rowKey={(r) => `${r.stationId}|${r.parameterCode}|${r.month}`}
                  size="small"
                  columns={pendingColumns}
                  dataSource={pendingRanges(reportRows)}
                  loading={report.isPending}
                  locale={{ emptyText: t('common:table.empty') }}
                />
              </Space>
            ),
          },
          {
            key: 'history',
            label: t('qaqc:validation.history'),
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Space>
                  <Typography.Text>{t('qaqc:validation.changedIn')}</Typography.Text>
                  <DatePicker
                    picker="month"
                    aria-label={t('qaqc:validation.changedIn')}
                    allowClear={false}
                    value={dayjs(`${changedIn}-01`)}
                    onChange={(d) => d && set({ changed: d.format('YYYY-MM') })}
                  />
                </Space>
                <ChangeSetsTable
                  rows={changeSets.data ?? []}
                  loading={changeSets.isPending}
                  canRevert={canQaqc('updateFlag', module, ticked ?? [])}
                />
              </Space>
            ),
          },
          {
            key: 'report',
            label: t('qaqc:validation.report'),
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Table
                  rowKey="k"
                  size="small"
                  pagination={false}
                  columns={[
                    { title: t('qaqc:col.values'), dataIndex: 'values', align: 'right' },
                    { title: t('qaqc:col.valid'), dataIndex: 'valid', align: 'right' },
                    { title: t('qaqc:col.flagged'), dataIndex: 'flagged', align: 'right' },
                    { title: t('qaqc:col.changed'), dataIndex: 'changed', align: 'right' },
                    { title: t('qaqc:validation.pending'), dataIndex: 'pending', align: 'right' },
                  ]}
                  dataSource={[
                    { k: 'total', ...totals, pending: pendingRanges(reportRows).length },
                  ]}
                  loading={report.isPending}
                />
                <Typography.Title level={5}>{t('qaqc:report.byCode')}</Typography.Title>
                <Table
                  rowKey="code"
                  size="small"
                  pagination={false}
                  columns={[
                    { title: t('qaqc:col.nullReason'), dataIndex: 'code' },
                    { title: t('qaqc:col.values'), dataIndex: 'count', align: 'right' },
                  ]}
                  dataSource={report.data?.byCode ?? []}
                  locale={{ emptyText: t('common:table.empty') }}
                />
              </Space>
            ),
          },
          {
            key: 'deletes',
            label: t('qaqc:validation.deletes'),
            children: <DeleteRequests module={module} />,
          },
        ]}
      />
    </Space>
  );
}

/** Delete requests of a module: request one over a period; a second officer approves or rejects; everyone sees the outcome. */
function DeleteRequests({ module }: { module: NonNullable<ReturnType<typeof useQaqcModule>> }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { message } = App.useApp();
  const { ticked, user } = useSession();
  const client = useQueryClient();
  const { value: sel, set } = useQaqcSelection();
  const [period, setPeriod] = useState<[Dayjs, Dayjs] | null>(null);
  const [reason, setReason] = useState('');
  const stations = useQuery(qaqcStationsQuery(module));
  const list = useQuery(deleteRequestsQuery(module));
  const roles = ticked ?? [];
  const canRequest = canQaqc('requestDelete', module, roles);
  const canReview = canQaqc('reviewDelete', module, roles);
  const onError = (e: Error) => void message.error(e.message);
  const refresh = () => client.invalidateQueries({ queryKey: qaqcKeys.all });
  const create = useMutation({
    mutationFn: () =>
      requestDelete({
        stationId: sel.stationId!,
        parameterCode: sel.parameterCode!,
        from: period![0].format(),
        to: period![1].format(),
        reason,
      }),
    onSuccess: () => {
      void message.success(t('qaqc:delete.requested'));
      setReason('');
      void refresh();
    },
    onError,
  });
  const [deciding, setDeciding] = useState<{ row: DeleteRequest; decision: Decision } | null>(null);
  const review = useMutation({
    mutationFn: (v: { id: number; decision: Decision; note: string }) =>
      reviewDeleteRequest(v.id, v.decision, v.note),
    onSuccess: (r) => {
      void message.success(
        t(r.status === 'approved' ? 'qaqc:delete.approved' : 'qaqc:delete.rejected'),
      );
      setDeciding(null);
      void refresh();
    },
    onError,
  });
  const columns: TableColumnsType<DeleteRequest> = [
    {
      title: t('qaqc:delete.status'),
      dataIndex: 'status',
      render: (v: DeleteRequest['status']) => (
        <Tag color={v === 'approved' ? 'green' : v === 'rejected' ? 'red' : 'gold'}>
          {t(STATUS_KEY[v])}
        </Tag>
      ),
    },
    { title: t('qaqc:col.station'), dataIndex: 'stationId' },
    { title: t('qaqc:col.parameter'), dataIndex: 'parameterCode' },
    {
      title: t('qaqc:col.from'),
      dataIndex: 'from',
      render: (v: string) => formatDateTime(v, language),
    },
    {
      title: t('qaqc:delete.until'),
      dataIndex: 'to',
      render: (v: string) => formatDateTime(v, language),
    },
    { title: t('qaqc:delete.reason'), dataIndex: 'reason' },
    { title: t('qaqc:delete.requester'), dataIndex: 'requesterName' },
    {
      title: t('qaqc:delete.requestedAt'),
      dataIndex: 'requestedAt',
      render: (v: string) => formatDateTime(v, language),
    },
    { title: t('qaqc:delete.reviewer'), dataIndex: 'reviewerName' },
    { title: t('qaqc:delete.note'), dataIndex: 'reviewNote' },
    {
      title: t('qaqc:col.actions'),
      key: 'actions',
      render: (_: unknown, r) => {
        if (!canReview || r.status !== 'pending') return null;
        if (r.requesterName === user?.username) return t('qaqc:delete.ownRequest');
        return (
          <Space>
            <Button
              size="small"
              type="primary"
              loading={review.isPending}
              onClick={() => setDeciding({ row: r, decision: 'approve' })}
            >
              {t('qaqc:delete.approve')}
            </Button>
            <Button
              size="small"
              danger
              loading={review.isPending}
              onClick={() => setDeciding({ row: r, decision: 'reject' })}
            >
              {t('qaqc:delete.reject')}
            </Button>
          </Space>
        );
      },
    },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {canRequest && (
        <Card size="small" title={t('qaqc:delete.requestTitle')}>
          <Space wrap>
            <QaqcFilters stations={stations.data} value={sel} onChange={set} />
            <DatePicker.RangePicker
              showTime
              aria-label={t('qaqc:delete.period')}
              value={period}
              onChange={(v) => setPeriod(v && v[0] && v[1] ? [v[0], v[1]] : null)}
            />
            <Input
              aria-label={t('qaqc:delete.reason')}
              placeholder={t('qaqc:delete.reason')}
              maxLength={500}
              style={{ width: 280 }}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <Button
              type="primary"
              disabled={!sel.stationId || !sel.parameterCode || !period || reason.trim() === ''}
              loading={create.isPending}
              onClick={() => create.mutate()}
            >
              {t('qaqc:delete.request')}
            </Button>
          </Space>
        </Card>
      )}
      <Table<DeleteRequest>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isPending}
        locale={{ emptyText: t('common:table.empty') }}
      />
      <DecisionDialog
        decision={deciding?.decision ?? null}
        summary={
          deciding
            ? t('qaqc:delete.summary', {
                requester: deciding.row.requesterName,
                parameter: deciding.row.parameterCode,
                station: deciding.row.stationId,
                from: formatDateTime(deciding.row.from, language),
                to: formatDateTime(deciding.row.to, language),
                reason: deciding.row.reason,
              })
            : ''
        }
        busy={review.isPending}
        onCancel={() => setDeciding(null)}
        onConfirm={(note) =>
          deciding && review.mutate({ id: deciding.row.id, decision: deciding.decision, note })
        }
      />
    </Space>
  );
}
