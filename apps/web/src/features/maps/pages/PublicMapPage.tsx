import 'ol/ol.css';
import '../maps.css';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryDownload } from '../../../components/HistoryDownload';
import { usePreferences } from '../../../lib/preferences';
import { publicStationsQuery } from '../api/map-api';
import { AirAdviceCard } from '../components/AirAdviceCard';
import { MapLegend } from '../components/MapLegend';
import { PublicStationPanel } from '../components/PublicStationPanel';
import { useClassCounts } from '../hooks/useClassCounts';
import { useStationMap } from '../hooks/useStationMap';
import { paletteOf } from '../../../lib/map-palette';

const NO_SERVICES: never[] = [];
const INITIAL_VIEW = { centre: null, zoom: null };

/**
 * The public portal's air quality map (no sign-in): the current API of every continuous air
 * station, drawn with the same station layer as the staff viewer.
 */
export function PublicMapPage() {
  const { t } = useTranslation();
  const { theme } = usePreferences();
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
  const counts = useClassCounts(stations.data);
  const station = stations.data?.features.find((f) => f.id === open)?.properties;

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
            <PublicStationPanel
              station={station}
              bounds={container}
              onClose={() => setOpen(null)}
            />
          )}
        </div>
        <AirAdviceCard />
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
