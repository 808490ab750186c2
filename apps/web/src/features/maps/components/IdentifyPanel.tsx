import { AimOutlined, LineChartOutlined } from '@ant-design/icons';
import { caseReportUrl, isInvestigativeModule, PAGES } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Space, Spin, Tag } from 'antd';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import type { MapStationAttributes } from '@eqmp/domain';
import { identifyQuery } from '../api/map-api';
import { useParameterName } from '../hooks/useParameterName';
import { textOnClass } from '../map/station-style';
import { styleOfClass } from '../utils/station-classes';
import type { ViewerConfig } from '../utils/viewer-config';
import { FloatingPanel } from './FloatingPanel';

/** The identify panel's body height (spec §9). */
export const IDENTIFY_HEIGHT = 336;

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

/** The monthly report of a station's investigative case, if that report page exists. */
export function caseReportLink(
  config: ViewerConfig,
  attributes: MapStationAttributes,
): string | null {
  if (!isInvestigativeModule(config.module) || !attributes.CASE_ID || !attributes.YEAR) return null;
  const url = caseReportUrl(config.module, attributes.CASE_ID, attributes.YEAR);
  return PAGES.some((page) => page.path === url.split('?')[0]) ? url : null;
}

/** Feature identify (spec §2): every field of the clicked station, asked without geometry. */
export function IdentifyPanel({
  config,
  stationId,
  bounds,
  onClose,
  onFocus,
  onCharts,
  unapproved = false,
}: {
  config: ViewerConfig;
  stationId: string;
  /** SOJ: also read results of rounds not yet approved. */
  unapproved?: boolean;
  bounds: RefObject<HTMLElement | null>;
  onClose: () => void;
  onFocus: () => void;
  onCharts: () => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const name = useParameterName();
  const identify = useQuery(identifyQuery(config.module, stationId, unapproved));
  const attributes = identify.data;
  const report = attributes ? caseReportLink(config, attributes) : null;
  const classStyle = styleOfClass(config.module, attributes?.CLASS);
  return (
    <FloatingPanel
      id="identify"
      title={t('maps:identify.title', { id: stationId })}
      width={360}
      height={IDENTIFY_HEIGHT}
      initial={{ left: 16, top: 16 }}
      bounds={bounds}
      onClose={onClose}
    >
      {identify.isPending && <Spin />}
      {identify.isError && <Alert type="error" showIcon title={identify.error.message} />}
      {attributes === null && <Alert type="warning" showIcon title={t('maps:identify.notFound')} />}
      {attributes && (
        <Space direction="vertical" style={{ width: '100%' }} size={8}>
          <Space wrap>
            <Tag
              data-testid="identify-class"
              style={{
                background: classStyle.colour,
                color: textOnClass(config.module, attributes.CLASS),
                borderColor: classStyle.colour,
              }}
            >
              {t(classStyle.labelKey)}
            </Tag>
            <Button size="small" icon={<AimOutlined />} onClick={onFocus}>
              {t('maps:identify.zoom')}
            </Button>
            <Button
              size="small"
              icon={<LineChartOutlined />}
              onClick={onCharts}
              data-testid="identify-charts"
            >
              {t('maps:identify.charts')}
            </Button>
            {report && (
              <Link to={report} data-testid="identify-report">
                {t('maps:identify.monthlyReport')}
              </Link>
            )}
          </Space>
          <Descriptions
            size="small"
            column={1}
            bordered
            data-testid="identify-attributes"
            items={[
              ...FIELDS.filter((f) => attributes[f] !== undefined && attributes[f] !== null).map(
                (f) => ({
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
                }),
              ),
              ...DATE_FIELDS.filter((f) => typeof attributes[f] === 'number').map((f) => ({
                key: f,
                label: t(`maps:attr.${f}`),
                children: formatDateTime(new Date(attributes[f] as number), language),
              })),
            ]}
          />
        </Space>
      )}
    </FloatingPanel>
  );
}
