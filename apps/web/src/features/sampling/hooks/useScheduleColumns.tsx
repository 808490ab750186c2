import { localDayKey } from '@eqmp/domain';
import type { SampleItem, SamplingProgressResponse, SamplingSchedule } from '@eqmp/domain';
import { Button, Progress, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';
import { StateTag } from '../components/StateTag';

export type MonthProgress = SamplingProgressResponse['months'][number];

const sum = (m: MonthProgress, states: readonly (keyof MonthProgress['counts'])[]) =>
  states.reduce((a, s) => a + (m.counts[s] ?? 0), 0);

/**
 * The columns of the schedule page's tables: progress per month and state, the planned visits
 * (one that is due may be recorded missed with `onMissing`) and the plans.
 */
export function useScheduleColumns(onMissing: (sample: SampleItem) => void) {
  const { t } = useTranslation();
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
        s.plannedOn <= localDayKey(new Date()) ? (
          <Button size="small" danger onClick={() => onMissing(s)}>
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
  return { monthColumns, visitColumns, planColumns };
}
