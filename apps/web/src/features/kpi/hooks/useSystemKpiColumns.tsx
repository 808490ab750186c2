import type { ModuleUptime, StationUptime, SystemKpi } from '@eqmp/domain';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { moduleLabel } from '../../../lib/module-label';
import { PercentCell } from '../components/PercentCell';
import { bucketLabel } from '../utils/client-table';
import { dashColumn } from '../../../lib/dash-column';

/**
 * The system KPI's two tables' columns: per module, and per station with a column for each day or
 * month of the period.
 */
export function useSystemKpiColumns(
  data: SystemKpi | undefined,
  target: number,
): {
  moduleColumns: TableColumnsType<ModuleUptime>;
  stationColumns: TableColumnsType<StationUptime>;
} {
  const { t } = useTranslation();
  const totals = [
    {
      title: t('kpi:col.uptime'),
      dataIndex: 'uptimePct',
      align: 'right' as const,
      render: (v: number | null) => <PercentCell value={v} target={target} />,
    },
    { title: t('kpi:col.upHours'), dataIndex: 'upHours', align: 'right' as const },
    { title: t('kpi:col.expectedHours'), dataIndex: 'expectedHours', align: 'right' as const },
  ];
  const moduleColumns: TableColumnsType<ModuleUptime> = [
    {
      title: t('kpi:col.module'),
      dataIndex: 'module',
      render: (m: string) => moduleLabel(t, m),
    },
    { title: t('kpi:col.stations'), dataIndex: 'stations', align: 'right' },
    ...totals,
  ];
  const stationColumns: TableColumnsType<StationUptime> = [
    { title: t('kpi:col.station'), dataIndex: 'id', fixed: 'left' },
    { title: t('kpi:col.name'), dataIndex: 'name' },
    { title: t('kpi:col.module'), dataIndex: 'module' },
    dashColumn(t('kpi:col.state'), 'stateName'),
    ...totals,
    ...(data?.buckets ?? []).map((bucket, i) => ({
      title: bucketLabel(bucket),
      key: bucket,
      align: 'right' as const,
      render: (_: unknown, row: StationUptime) => (
        <PercentCell value={row.byBucket[i]?.uptimePct ?? null} target={target} />
      ),
    })),
  ];
  return { moduleColumns, stationColumns };
}
