import { localDayKey } from '@eqmp/domain';
import type { SampleItem, SamplingSchedule } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { progressQuery, samplesQuery, schedulesQuery } from '../api/sampling-api';
import { MissedVisitModal } from '../components/MissedVisitModal';
import { PageTitle } from '../components/PageTitle';
import { PlanForm } from '../components/PlanForm';
import { QueryError } from '../components/QueryError';
import { useSamplingModule } from '../hooks/useSamplingModule';
import { useScheduleColumns, type MonthProgress } from '../hooks/useScheduleColumns';
import { useUrlFilters } from '../../../lib/useTableParams';
import { CompactTable } from '../../../components/CompactTable';

/** Sampling schedule and progress: plan visits, progress per month and state, missed visits (AF). */
export function SchedulePage() {
  const { t } = useTranslation();
  const module = useSamplingModule();
  const filters = useUrlFilters();
  const year = Number(filters.get('year')) || Number(localDayKey(new Date()).slice(0, 4));
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
  const { monthColumns, visitColumns, planColumns } = useScheduleColumns(setMissing);

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
        <CompactTable<MonthProgress>
          rowKey="month"
          pagination={false}
          scroll={{ x: true }}
          columns={monthColumns}
          dataSource={progress.data?.months ?? []}
          loading={progress.isLoading}
        />
      </Card>
      <Card size="small" title={t('sampling:schedule.visitsTitle')}>
        <CompactTable<SampleItem>
          rowKey="id"
          scroll={{ x: true }}
          columns={visitColumns}
          dataSource={[...(planned.data?.items ?? [])].sort((a, b) =>
            a.plannedOn.localeCompare(b.plannedOn),
          )}
          loading={planned.isLoading}
        />
      </Card>
      <Card size="small" title={t('sampling:schedule.plansTitle')}>
        <CompactTable<SamplingSchedule>
          rowKey="id"
          scroll={{ x: true }}
          columns={planColumns}
          dataSource={plans.data ?? []}
          loading={plans.isLoading}
        />
      </Card>
      <MissedVisitModal missing={missing} onClose={() => setMissing(null)} />
    </Space>
  );
}
