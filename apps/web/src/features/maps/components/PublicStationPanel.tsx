import { API_BANDS, API_EMERGENCY_ABOVE, type MapStationAttributes } from '@eqmp/domain';
import { Descriptions, Space, Tag } from 'antd';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { textOnClass } from '../map/station-style';
import { styleOfClass } from '../utils/station-classes';
import { FloatingPanel } from './FloatingPanel';
import { PublicLast24hChart } from './PublicLast24hChart';

/** A public air station's current API and class, its details and health advice, and its last 24 hours. */
export function PublicStationPanel({
  station,
  bounds,
  onClose,
}: {
  station: MapStationAttributes;
  bounds: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const style = styleOfClass('CAQM', station.CLASS);
  return (
    <FloatingPanel
      id="public-station"
      title={station.STATION_NAME}
      width={360}
      initial={{ left: 16, top: 16 }}
      bounds={bounds}
      onClose={onClose}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Tag
          style={{
            background: style.colour,
            color: textOnClass('CAQM', station.CLASS),
            borderColor: style.colour,
            fontSize: 16,
            padding: '4px 10px',
          }}
          data-testid="public-api"
        >
          {station.API ?? '–'} · {t(style.labelKey)}
        </Tag>
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'id', label: t('maps:attr.STATION_ID'), children: station.STATION_ID },
            {
              key: 'state',
              label: t('maps:attr.STATE_NAME'),
              children: station.STATE_NAME ?? '–',
            },
            {
              key: 'dominant',
              label: t('maps:attr.DOMINANT'),
              children: station.DOMINANT ?? '–',
            },
            {
              key: 'advice',
              label: t('public:air.advice'),
              children: adviceOf(station.API)
                ? t(`calculators:air.advice.${adviceOf(station.API)}`)
                : '–',
            },
            {
              key: 'updated',
              label: t('maps:attr.LAST_UPDATE'),
              children: station.LAST_UPDATE
                ? formatDateTime(new Date(station.LAST_UPDATE), language)
                : '–',
            },
          ]}
        />
        <PublicLast24hChart stationId={station.STATION_ID} />
      </Space>
    </FloatingPanel>
  );
}

/** The health advice of an API: its band's, or the emergency advice above the emergency level. */
function adviceOf(api: number | null | undefined): string | null {
  if (api === null || api === undefined) return null;
  if (api > API_EMERGENCY_ABOVE) return 'FOLLOW_NSC_ORDERS';
  return [...API_BANDS].reverse().find((b) => api >= b.min)?.advice ?? null;
}
