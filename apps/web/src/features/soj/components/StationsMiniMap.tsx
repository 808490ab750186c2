import type { SojStation } from '@eqmp/domain';
import Feature from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import OlMap from 'ol/Map';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';
import View from 'ol/View';
import 'ol/ol.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPath } from '@eqmp/domain';

const SIDE_COLOUR = { MY: '#1677ff', SG: '#cf1322' } as const;
/** The Straits of Johor, from Tuas to Pengerang. */
const CENTRE = fromLonLat([103.75, 1.43]);

/** Both sides' stations on a small map over the offline coastline (no online basemap needed). */
export function StationsMiniMap({ stations }: { stations: readonly SojStation[] }) {
  const { t } = useTranslation();
  const target = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!target.current) return;
    const land = new Style({
      fill: new Fill({ color: 'rgba(200, 200, 180, 0.5)' }),
      stroke: new Stroke({ color: '#999', width: 1 }),
    });
    const boundaries = ['neighbours', 'outline'].map(
      (layer) =>
        new VectorLayer({
          source: new VectorSource({
            url: apiPath('mapBoundaries', { layer }),
            format: new GeoJSON({ featureProjection: 'EPSG:3857' }),
          }),
          style: land,
        }),
    );
    const points = new VectorSource({
      features: stations
        .filter((s) => s.longitude !== null && s.latitude !== null)
        .map((s) => {
          const feature = new Feature({
            geometry: new Point(fromLonLat([s.longitude!, s.latitude!])),
          });
          feature.setStyle(
            new Style({
              image: new Circle({
                radius: 6,
                fill: new Fill({ color: SIDE_COLOUR[s.side] }),
                stroke: new Stroke({ color: '#fff', width: 2 }),
              }),
              text: new Text({
                text: s.id,
                offsetY: -12,
                font: '11px sans-serif',
                fill: new Fill({ color: '#222' }),
                stroke: new Stroke({ color: '#fff', width: 3 }),
              }),
            }),
          );
          return feature;
        }),
    });
    const map = new OlMap({
      target: target.current,
      layers: [...boundaries, new VectorLayer({ source: points })],
      view: new View({ center: CENTRE, zoom: 10 }),
    });
    const extent = points.getExtent();
    if (extent && points.getFeatures().length > 1)
      map.getView().fit(extent, { padding: [40, 40, 40, 40], maxZoom: 12 });
    return () => map.setTarget(undefined);
  }, [stations]);

  return (
    <div
      ref={target}
      role="region"
      aria-label={t('soj:stations.mapLabel')}
      style={{
        height: 360,
        width: '100%',
        border: '1px solid rgba(128,128,128,0.3)',
        borderRadius: 6,
      }}
    />
  );
}
