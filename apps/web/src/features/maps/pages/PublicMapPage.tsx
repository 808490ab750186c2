import 'ol/ol.css';
import '../maps.css';
import { AIR_CATEGORY_COLOURS, API_BANDS, API_EMERGENCY_ABOVE } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassSwatch } from '../../../components/ClassSwatch';
import { HistoryDownload } from '../../../components/HistoryDownload';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { publicStationsQuery } from '../api/map-api';
import { FloatingPanel } from '../components/FloatingPanel';
import { MapLegend } from '../components/MapLegend';
import { PublicLast24hChart } from '../components/PublicLast24hChart';
import { useStationMap } from '../hooks/useStationMap';
import { paletteOf } from '../../../lib/map-palette';
import { textOnClass } from '../map/station-style';
import { styleOfClass } from '../utils/station-classes';

const NO_SERVICES: never[] = [];
const INITIAL_VIEW = { centre: null, zoom: null };

/**
 * The public portal's air quality map (no sign-in): the current API of every continuous air
 * station, drawn with the same station layer as the staff viewer.
 */
export function PublicMapPage() {
  const { t } = useTranslation();
  const { theme, language } = usePreferences();
  const container = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<string | null>(null);
  const stations = useQuery(publicStationsQuery());
  const { map } = useStationMap(canvas, 'CAQM', theme, NO_SERVICES, INITIAL_VIEW, {
    onStationClick: (id) => setOpen(id),
    onViewChange: () => {},
    onDrawn: (count) => canvas.current?.setAttribute('data-stations-drawn', String(count)),
  });
  useEffect(() => {
    if (map && stations.data) map.setStations(stations.data);
  }, [map, stations.data]);
  useEffect(() => map?.setSelected(open), [map, open]);
  const counts = useMemo(() => {
    const result = new Map<string, number>();
    for (const f of stations.data?.features ?? [])
      result.set(f.properties.CLASS, (result.get(f.properties.CLASS) ?? 0) + 1);
    return result;
  }, [stations.data]);
  const station = stations.data?.features.find((f) => f.id === open)?.properties;
  const style = styleOfClass('CAQM', station?.CLASS);

  return (
    <Card style={{ width: '100%', maxWidth: 1280 }}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('maps:public.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('maps:public.intro')}
        </Typography.Paragraph>
        {stations.isError && <Alert type="error" showIcon title={stations.error.message} />}
        <div ref={container} className="eqmp-map-container" style={{ height: '70vh' }}>
          <div
            ref={canvas}
            className="eqmp-map-canvas"
            style={{ background: paletteOf(theme).sea }}
            data-testid="map-canvas"
            role="application"
            aria-label={t('maps:canvasLabel')}
          />
          <MapLegend module="CAQM" counts={counts} />
          {station && (
            <FloatingPanel
              id="public-station"
              title={station.STATION_NAME}
              width={360}
              initial={{ left: 16, top: 16 }}
              bounds={container}
              onClose={() => setOpen(null)}
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
          )}
        </div>
        <Card title={t('public:air.adviceTitle')}>
          <Table
            rowKey="category"
            size="small"
            pagination={false}
            dataSource={[...API_BANDS]}
            columns={[
              {
                key: 'class',
                title: t('public:air.class'),
                render: (_, b) => (
                  <ClassSwatch
                    colour={AIR_CATEGORY_COLOURS[b.category]}
                    label={t(`maps:class.air.${b.category}`)}
                  />
                ),
              },
              {
                key: 'advice',
                title: t('public:air.advice'),
                render: (_, b) => t(`calculators:air.advice.${b.advice}`),
              },
            ]}
          />
          <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
            {t('public:air.emergency', {
              above: API_EMERGENCY_ABOVE,
              advice: t('calculators:air.advice.FOLLOW_NSC_ORDERS'),
            })}
          </Typography.Paragraph>
        </Card>
        {stations.data && stations.data.features.length > 0 && (
          <HistoryDownload
            stations={stations.data.features.map((f) => ({
              stationId: f.properties.STATION_ID,
              name: f.properties.STATION_NAME,
            }))}
          />
        )}
      </Space>
    </Card>
  );
}

/** The health advice of an API: its band's, or the emergency advice above the emergency level. */
function adviceOf(api: number | null | undefined): string | null {
  if (api === null || api === undefined) return null;
  if (api > API_EMERGENCY_ABOVE) return 'FOLLOW_NSC_ORDERS';
  return [...API_BANDS].reverse().find((b) => api >= b.min)?.advice ?? null;
}
