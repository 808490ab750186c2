import type { AirQualityOverview } from '@eqmp/domain';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { dashColumn } from '../../../lib/dash-column';

type Worst = AirQualityOverview['worst'][number];
type Dominant = AirQualityOverview['dominant'][number];

/** The air overview's two tables' columns: the worst stations and the dominant pollutants. */
export function useAirQualityColumns(): {
  worstColumns: TableColumnsType<Worst>;
  dominantColumns: TableColumnsType<Dominant>;
} {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const pollutant = (code: string) => t(`executiveSummary:pollutant.${code}`);
  const worstColumns: TableColumnsType<Worst> = [
    {
      title: t('reports:field.station'),
      key: 'station',
      render: (_, w) => `${w.stationId} ${w.stationName}`,
    },
    dashColumn(t('reports:field.state'), 'stateName'),
    { title: t('executiveSummary:air.maxApi'), dataIndex: 'maxApi', align: 'right' },
    {
      title: t('executiveSummary:air.maxAt'),
      dataIndex: 'maxAt',
      render: (v: string) => formatDateTime(v, language),
    },
    {
      title: t('executiveSummary:air.unhealthyHours'),
      dataIndex: 'unhealthyHours',
      align: 'right',
    },
    { title: t('executiveSummary:air.unhealthyDays'), dataIndex: 'unhealthyDays', align: 'right' },
  ];
  const dominantColumns: TableColumnsType<Dominant> = [
    { title: t('executiveSummary:air.dominant'), dataIndex: 'pollutant', render: pollutant },
    { title: t('executiveSummary:air.hours'), dataIndex: 'hours', align: 'right' },
    {
      title: t('executiveSummary:col.share'),
      dataIndex: 'pct',
      align: 'right',
      render: (v: number) => `${v} %`,
    },
  ];
  return { worstColumns, dominantColumns };
}
