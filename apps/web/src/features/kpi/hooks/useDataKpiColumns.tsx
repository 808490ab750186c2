import type { CaptureBasis, CaptureRow } from '@eqmp/domain';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PercentCell } from '../components/PercentCell';
import { dashColumn } from '../../../lib/dash-column';

/**
 * The data KPI's columns: station, parameter, both captures (the chosen basis against the
 * target), calibration hours and whether the target is met.
 */
export function useDataKpiColumns(
  basis: CaptureBasis,
  target: number,
): TableColumnsType<CaptureRow & { key: string }> {
  const { t } = useTranslation();
  return [
    { title: t('kpi:col.station'), dataIndex: 'stationId', fixed: 'left' },
    { title: t('kpi:col.name'), dataIndex: 'stationName' },
    { title: t('kpi:col.module'), dataIndex: 'module' },
    dashColumn(t('kpi:col.state'), 'stateName'),
    { title: t('kpi:col.parameter'), dataIndex: 'parameterCode' },
    {
      title: t('kpi:col.captureAll'),
      dataIndex: 'captureAllPct',
      align: 'right',
      render: (v: number | null) => (
        <PercentCell value={v} target={basis === 'all' ? target : undefined} />
      ),
    },
    {
      title: t('kpi:col.captureExclCal'),
      dataIndex: 'captureExclCalPct',
      align: 'right',
      render: (v: number | null) => (
        <PercentCell value={v} target={basis === 'excl_cal' ? target : undefined} />
      ),
    },
    { title: t('kpi:col.calibrationHours'), dataIndex: 'calibrationHours', align: 'right' },
    {
      title: t('kpi:col.meetsTarget'),
      dataIndex: 'meetsTarget',
      render: (v: boolean | null) =>
        v === null ? (
          <Tag>{t('kpi:target.noData')}</Tag>
        ) : (
          <Tag color={v ? 'success' : 'error'}>{t(v ? 'kpi:target.met' : 'kpi:target.missed')}</Tag>
        ),
    },
  ];
}
