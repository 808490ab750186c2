import type { PublicWaterMedium, PublicWaterResponse } from '@eqmp/domain';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { StationClass } from '../components/StationClass';

export type Station = PublicWaterResponse['stations'][number];

/**
 * The columns of the public station list: name, state, basin (river) or location type (marine),
 * index, class, last update and whether the value is approved or provisional.
 */
export function useWaterStationColumns(medium: PublicWaterMedium): TableColumnsType<Station> {
  const { t } = useTranslation();
  const { language } = usePreferences();
  return [
    { key: 'name', title: t('public:water.column.station'), dataIndex: 'name' },
    { key: 'state', title: t('public:water.column.state'), dataIndex: 'state' },
    medium === 'river'
      ? { key: 'basin', title: t('public:water.column.basin'), dataIndex: 'basin' }
      : {
          key: 'type',
          title: t('public:water.column.locationType'),
          render: (_, s) =>
            s.locationType ? t(`calculators:locationType.${s.locationType}`) : '–',
        },
    {
      key: 'index',
      title: t(`public:water.${medium}.index`),
      render: (_, s) => (s.index === null ? '–' : formatNumber(s.index, language, 1)),
    },
    {
      key: 'class',
      title: t(`public:water.${medium}.class`),
      render: (_, s) => <StationClass medium={medium} category={s.category} />,
    },
    {
      key: 'at',
      title: t('public:water.column.lastUpdate'),
      render: (_, s) =>
        formatDateTime(s.lastUpdate === null ? null : new Date(s.lastUpdate), language),
    },
    {
      key: 'status',
      title: t('public:water.column.status'),
      render: (_, s) =>
        s.approved ? (
          <Tag color="green">{t('public:water.approved')}</Tag>
        ) : (
          <Tag>{t('public:water.provisional')}</Tag>
        ),
    },
  ];
}
