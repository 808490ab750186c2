import type { StationInfoListItem } from '@eqmp/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';

/** The columns of the station list; a station's id opens it on this page (`pathname`). */
export function useStationInfoColumns(pathname: string) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  return [
    {
      key: 'id',
      title: t('stationInfo:field.id'),
      render: (_: unknown, s: StationInfoListItem) => (
        <Link to={`${pathname}?station=${encodeURIComponent(s.id)}`}>{s.id}</Link>
      ),
    },
    { key: 'name', title: t('stationInfo:field.name'), dataIndex: 'name' },
    {
      key: 'state',
      title: t('stationInfo:field.state'),
      render: (_: unknown, s: StationInfoListItem) => s.stateName ?? '–',
    },
    {
      key: 'district',
      title: t('stationInfo:field.district'),
      render: (_: unknown, s: StationInfoListItem) => s.districtName ?? '–',
    },
    {
      key: 'place',
      title: t('stationInfo:field.place'),
      render: (_: unknown, s: StationInfoListItem) => s.place ?? '–',
    },
    {
      key: 'status',
      title: t('stationInfo:field.status'),
      render: (_: unknown, s: StationInfoListItem) => (
        <Tag color={s.isActive ? 'green' : 'default'}>
          {t(s.isActive ? 'stationInfo:status.active' : 'stationInfo:status.inactive')}
        </Tag>
      ),
    },
    {
      key: 'last',
      title: t('stationInfo:column.lastValueAt'),
      render: (_: unknown, s: StationInfoListItem) => formatDateTime(s.lastValueAt, language),
    },
  ];
}
