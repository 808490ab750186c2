import type { SojDataRow } from '@eqmp/domain';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';
import { stationSideColumns } from '../components/StatusTag';

/**
 * The columns of the approved results: day, station, side, parameter, value, unit, and whether
 * the value exceeds the standard and the benchmark.
 */
export function useSojDataColumns(): TableColumnsType<SojDataRow> {
  const { t } = useTranslation();
  const flag = (v: boolean | null) =>
    v === null ? (
      '–'
    ) : v ? (
      <Tag color="red">{t('soj:data.exceeds')}</Tag>
    ) : (
      <Tag color="green">{t('soj:data.meets')}</Tag>
    );
  return [
    {
      title: t('soj:col.sampled'),
      dataIndex: 'sampledOn',
      render: (day: string) => formatDay(day),
    },
    ...stationSideColumns<SojDataRow>(t),
    { title: t('soj:col.parameter'), dataIndex: 'parameterCode' },
    {
      title: t('soj:col.value'),
      dataIndex: 'value',
      align: 'right',
      render: (v: number, r) => `${r.censored ? '<' : ''}${v}`,
    },
    { title: t('soj:col.unit'), dataIndex: 'unit' },
    { title: t('soj:col.standard'), dataIndex: 'exceedsStandard', render: flag },
    { title: t('soj:col.benchmark'), dataIndex: 'exceedsBenchmark', render: flag },
  ];
}
