import type { PollutionEvents } from '@eqmp/domain';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { KIND_COLOURS } from '../utils/event-stations';
import { dateTimeColumn } from '../../../lib/date-time-column';
import { dashColumn } from '../../../lib/dash-column';

type Episode = PollutionEvents['episodes'][number];
/** Values as an officer reads them: at most three decimals. */
const round = (v: number) => Math.round(v * 1000) / 1000;

/** The episodes' columns: opened, ended, duration, kind, station, state, parameter and peak. */
export function usePollutionEventColumns(): TableColumnsType<Episode> {
  const { t } = useTranslation();
  const { language } = usePreferences();
  return [
    dateTimeColumn(t('executiveSummary:col.opened'), 'openedAt'),
    {
      title: t('executiveSummary:col.ended'),
      dataIndex: 'endedAt',
      render: (v: string | null) =>
        v ? formatDateTime(v, language) : t('executiveSummary:events.ongoing'),
    },
    {
      title: t('executiveSummary:col.duration'),
      dataIndex: 'durationHours',
      align: 'right',
      render: (v: number) => `${v} h`,
    },
    {
      title: t('executiveSummary:col.kind'),
      dataIndex: 'kind',
      render: (k: Episode['kind']) => (
        <Tag variant="solid" color={KIND_COLOURS[k]}>
          {t(`alerts:kind.${k}`)}
        </Tag>
      ),
    },
    {
      title: t('reports:field.station'),
      key: 'station',
      render: (_, e) => `${e.stationId} ${e.stationName}`,
    },
    dashColumn(t('reports:field.state'), 'stateName'),
    dashColumn(t('reports:field.parameter'), 'parameterCode'),
    {
      title: t('executiveSummary:col.peak'),
      key: 'peak',
      align: 'right',
      render: (_, e) =>
        e.peakValue === null
          ? '–'
          : `${round(e.peakValue)}${e.limitValue === null ? '' : ` / ${round(e.limitValue)}`} ${e.unit ?? ''}`,
    },
  ];
}
