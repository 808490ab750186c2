import { apiPath } from '@eqmp/domain';
import Feature from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import Map from 'ol/Map';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import View from 'ol/View';
import 'ol/ol.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';

/** Zoom of a mini-map around one station: wide enough to show the district around it. */
const MINI_MAP_ZOOM = 10;

/** A small map of one station over the offline state boundaries (no internet needed). */
export function StationMiniMap({ longitude, latitude }: { longitude: number; latitude: number }) {
  const { t } = useTranslation();
  const { theme } = usePreferences();
  const target = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!target.current) return undefined;
    const dark = theme === 'dark';
    const land = new VectorLayer({
      source: new VectorSource({
        url: apiPath('mapBoundaries', { layer: 'states' }),
        format: new GeoJSON(),
      }),
      style: new Style({
        fill: new Fill({ color: dark ? '#2b2f36' : '#eef1ea' }),
        stroke: new Stroke({ color: dark ? '#8a93a3' : '#7d8b99', width: 1 }),
      }),
    });
    const point = new VectorLayer({
      source: new VectorSource({
        features: [new Feature(new Point(fromLonLat([longitude, latitude])))],
      }),
      style: new Style({
        image: new Circle({
          radius: 8,
          fill: new Fill({ color: '#d7263d' }),
          stroke: new Stroke({ color: '#ffffff', width: 2 }),
        }),
      }),
    });
    const map = new Map({
      target: target.current,
      layers: [land, point],
      view: new View({ center: fromLonLat([longitude, latitude]), zoom: MINI_MAP_ZOOM }),
    });
    return () => map.setTarget(undefined);
  }, [longitude, latitude, theme]);

  return (
    <div
      ref={target}
      role="region"
      aria-label={t('stationInfo:miniMap', { longitude, latitude })}
      style={{ height: 260, width: '100%', borderRadius: 8, overflow: 'hidden' }}
    />
  );
}
