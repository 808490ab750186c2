import {
  type StationTransmission,
  type TransmissionStatus,
  TRANSMISSION_STATUSES,
} from '@eqmp/domain';
import { Progress, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { durationText } from '../utils/duration';
import { STATUS_COLOUR } from '../utils/status-colours';

const STATUSES = TRANSMISSION_STATUSES;

/** The stations' transmission columns: station, status, last value, delay, interval and capture. */
export function useTransmissionColumns(): TableColumnsType<StationTransmission> {
  const { t } = useTranslation();
  const { language } = usePreferences();
  return [
    {
      title: t('polling:col.station'),
      dataIndex: 'id',
      sorter: (a, b) => a.id.localeCompare(b.id),
    },
    { title: t('polling:col.name'), dataIndex: 'name' },
    { title: t('polling:col.module'), dataIndex: 'module' },
    { title: t('polling:col.state'), dataIndex: 'stateName' },
    {
      title: t('polling:col.status'),
      dataIndex: 'status',
      render: (s: TransmissionStatus) => (
        <Tag color={STATUS_COLOUR[s]}>{t(`polling:status.${s}`)}</Tag>
      ),
      sorter: (a, b) => STATUSES.indexOf(a.status) - STATUSES.indexOf(b.status),
    },
    {
      title: t('polling:col.lastValue'),
      dataIndex: 'lastTs',
      render: (v: string | null) => formatDateTime(v, language),
    },
    {
      title: t('polling:col.delay'),
      dataIndex: 'delayMs',
      render: (ms: number | null) => durationText(ms, t),
      sorter: (a, b) => (a.delayMs ?? Infinity) - (b.delayMs ?? Infinity),
    },
    {
      title: t('polling:col.interval'),
      dataIndex: 'intervalMinutes',
      render: (m: number) => t('polling:duration.minutes', { count: m }),
    },
    {
      title: t('polling:col.capture'),
      dataIndex: 'todayCapturePct',
      render: (pct: number | null) =>
        pct === null ? (
          '–'
        ) : (
          <Progress
            percent={Math.round(pct)}
            size="small"
            status={pct >= 75 ? 'success' : 'exception'}
            style={{ width: 120 }}
          />
        ),
      sorter: (a, b) => (a.todayCapturePct ?? -1) - (b.todayCapturePct ?? -1),
    },
  ];
}
