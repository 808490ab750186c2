import type { SampleItem, SamplingProgressResponse, SamplingSchedule } from '@eqmp/domain';

type MonthProgress = SamplingProgressResponse['months'][number];
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Input,
  InputNumber,
  Progress,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  progressQuery,
  recordMissed,
  samplesQuery,
  samplingKeys,
  schedulesQuery,
} from '../api/sampling-api';
import { PageTitle } from '../components/PageTitle';
import { PlanForm } from '../components/PlanForm';
import { QueryError } from '../components/QueryError';
import { StateTag } from '../components/StateTag';
import { useSamplingModule } from '../hooks/useSamplingModule';
import { useUrlFilters } from '../hooks/useUrlFilters';
import { klDay } from '../utils/kl-time';
import { FormModal } from '../../../components/FormModal';
import { formatDay } from '../../../lib/format';

const sum = (m: MonthProgress, states: readonly (keyof MonthProgress['counts'])[]) =>
  states.reduce((a, s) => a + (m.counts[s] ?? 0), 0);

/** Sampling schedule and progress: plan visits, progress per month and state, missed visits (AF). */
export function SchedulePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const module = useSamplingModule();
  const filters = useUrlFilters();
  const year = Number(filters.get('year')) || Number(klDay(new Date()).slice(0, 4));
  const progress = useQuery(progressQuery({ module, year }));
  const plans = useQuery(schedulesQuery(module));
  const planned = useQuery(
    samplesQuery({
      module,
      state: 'planned',
      from: `${year}-01-01`,
      to: `${year}-12-31`,
      pageSize: 200,
    }),
  );
  const [missing, setMissing] = useState<SampleItem | null>(null);
  const [reason, setReason] = useState('');
  const missed = useMutation({
    mutationFn: () => recordMissed(missing!.id, reason),
    onSuccess: () => {
      void message.success(t('sampling:schedule.missedDone'));
      setMissing(null);
      setReason('');
      void client.invalidateQueries({ queryKey: samplingKeys.all });
    },
  });

  const monthColumns: TableColumnsType<MonthProgress> = [
    { title: t('sampling:col.month'), dataIndex: 'month' },
    { title: t('sampling:col.planned'), dataIndex: 'planned', align: 'right' },
    {
      title: t('sampling:col.withField'),
      key: 'field',
      align: 'right',
      render: (_, m) => sum(m, ['planned']),
    },
    {
      title: t('sampling:col.withLab'),
      key: 'lab',
      align: 'right',
      render: (_, m) => sum(m, ['collected', 'in_transit', 'received', 'in_analysis']),
    },
    {
      title: t('sampling:col.inValidation'),
      key: 'validation',
      align: 'right',
      render: (_, m) => sum(m, ['lab_verified', 'reviewed']),
    },
    { title: t('sampling:col.approved'), dataIndex: 'approved', align: 'right' },
    { title: t('sampling:col.missed'), dataIndex: 'missed', align: 'right' },
    {
      title: t('sampling:col.rejected'),
      key: 'rejected',
      align: 'right',
      render: (_, m) => sum(m, ['rejected', 'invalidated']),
    },
    {
      title: t('sampling:col.done'),
      dataIndex: 'donePct',
      render: (v: number | null, m) => (
        <Progress
          percent={v ?? 0}
          size="small"
          aria-label={t('sampling:schedule.doneBar', { month: m.month })}
        />
      ),
    },
  ];
  const visitColumns: TableColumnsType<SampleItem> = [
    { title: t('sampling:col.code'), dataIndex: 'code' },
    {
      title: t('sampling:col.station'),
      key: 'station',
      render: (_, s) => `${s.stationId} — ${s.stationName}`,
    },
    { title: t('sampling:col.plannedOn'), dataIndex: 'plannedOn', render: formatDay },
    { title: t('sampling:col.team'), dataIndex: 'team' },
    { title: t('sampling:col.state'), dataIndex: 'state', render: (s) => <StateTag state={s} /> },
    {
      title: t('sampling:col.actions'),
      key: 'actions',
      render: (_, s) =>
        s.plannedOn <= klDay(new Date()) ? (
          <Button size="small" danger onClick={() => setMissing(s)}>
            {t('sampling:schedule.missed')}
          </Button>
        ) : null,
    },
  ];
  const planColumns: TableColumnsType<SamplingSchedule> = [
    {
      title: t('sampling:col.station'),
      key: 'station',
      render: (_, s) => `${s.stationId} — ${s.stationName}`,
    },
    {
      title: t('sampling:field.frequency'),
      dataIndex: 'frequency',
      render: (f) => t(`sampling:frequency.${f}`),
    },
    { title: t('sampling:field.startsOn'), dataIndex: 'startsOn', render: formatDay },
    { title: t('sampling:field.endsOn'), dataIndex: 'endsOn', render: formatDay },
    { title: t('sampling:col.team'), dataIndex: 'team' },
    { title: t('sampling:col.visits'), dataIndex: 'visits', align: 'right' },
    { title: t('sampling:col.by'), dataIndex: 'username' },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageTitle
        kind="Schedule"
        extra={
          <Space>
            <Typography.Text>{t('sampling:filter.year')}</Typography.Text>
            <InputNumber
              aria-label={t('sampling:filter.year')}
              min={2000}
              max={2100}
              value={year}
              onChange={(y) => y && filters.set({ year: String(y) })}
            />
          </Space>
        }
      />
      <PlanForm module={module} />
      <QueryError error={progress.error ?? plans.error ?? planned.error} />
      <Card size="small" title={t('sampling:schedule.progressTitle', { year })}>
        <Table<MonthProgress>
          rowKey="month"
          size="small"
          pagination={false}
          scroll={{ x: true }}
          columns={monthColumns}
          dataSource={progress.data?.months ?? []}
          loading={progress.isLoading}
          locale={{ emptyText: t('common:table.empty') }}
        />
      </Card>
      <Card size="small" title={t('sampling:schedule.visitsTitle')}>
        <Table<SampleItem>
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          columns={visitColumns}
          dataSource={[...(planned.data?.items ?? [])].sort((a, b) =>
            a.plannedOn.localeCompare(b.plannedOn),
          )}
          loading={planned.isLoading}
          locale={{ emptyText: t('common:table.empty') }}
        />
      </Card>
      <Card size="small" title={t('sampling:schedule.plansTitle')}>
        <Table<SamplingSchedule>
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          columns={planColumns}
          dataSource={plans.data ?? []}
          loading={plans.isLoading}
          locale={{ emptyText: t('common:table.empty') }}
        />
      </Card>
      <FormModal
        dirty={reason.trim() !== ''}
        open={missing !== null}
        title={t('sampling:schedule.missedTitle', { code: missing?.code ?? '' })}
        okText={t('sampling:schedule.missed')}
        okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: missed.isPending }}
        onOk={() => missed.mutate()}
        onCancel={() => setMissing(null)}
      >
        <Typography.Paragraph>{t('sampling:schedule.missedHint')}</Typography.Paragraph>
        <Input.TextArea
          aria-label={t('sampling:field.reason')}
          placeholder={t('sampling:field.reason')}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <QueryError error={missed.error} />
      </FormModal>
    </Space>
  );
}
