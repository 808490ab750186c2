import type { MapStationAttributes } from '@eqmp/domain';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { useParameterName } from '../hooks/useParameterName';

/** Which attributes the identify panel lists, in order, when the station has them. */
const FIELDS: readonly (keyof MapStationAttributes)[] = [
  'STATION_ID',
  'STATION_NAME',
  'STATE_NAME',
  'DISTRICT_NAME',
  'New_Basin',
  'RIVER_NAME',
  'CATEGORY',
  'LOCATION_TYPE',
  'API',
  'DOMINANT',
  'WQI',
  'WQI_CLASS',
  'MWQI',
  'MWQI_CATEGORY',
  'CASE_ID',
  'CASE_TITLE',
  'YEAR',
];
const DATE_FIELDS: readonly (keyof MapStationAttributes)[] = [
  'LAST_UPDATE',
  'DATE_FROM',
  'DATE_TO',
];

/** Index values as they are published: API a whole number, WQI and MWQI to one decimal. */
function shown(field: keyof MapStationAttributes, value: unknown): string {
  if (typeof value !== 'number') return String(value);
  if (field === 'API') return String(Math.round(value));
  if (field === 'WQI' || field === 'MWQI') return value.toFixed(1);
  return String(value);
}

/** The identify panel's list of the station's attributes it has, then its dates. */
export function IdentifyAttributes({ attributes }: { attributes: MapStationAttributes }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const name = useParameterName();
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      data-testid="identify-attributes"
      items={[
        ...FIELDS.filter((f) => attributes[f] !== undefined && attributes[f] !== null).map((f) => ({
          key: f,
          label: t(`maps:attr.${f}`),
          children:
            f === 'DOMINANT'
              ? String(attributes[f])
                  .split(/[,&\s]+/)
                  .filter(Boolean)
                  .map(name)
                  .join(', ')
              : shown(f, attributes[f]),
        })),
        ...DATE_FIELDS.filter((f) => typeof attributes[f] === 'number').map((f) => ({
          key: f,
          label: t(`maps:attr.${f}`),
          children: formatDateTime(new Date(attributes[f] as number), language),
        })),
      ]}
    />
  );
}
