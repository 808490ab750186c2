import { apiPath } from '@eqmp/domain';
import Feature from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import OlMap from 'ol/Map';
import { fromLonLat, transformExtent } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';
import View from 'ol/View';
import 'ol/ol.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { eventRadius, KIND_COLOURS, type EventStation } from '../utils/event-stations';

/** Peninsular and East Malaysia, west to east, in one view (lon/lat). */
const MALAYSIA: [number, number, number, number] = [99.6, 0.8, 119.3, 7.4];

/**
 * The period's pollution episodes on a map over the offline state boundaries: one circle per
 * station, its size by the number of episodes and its colour by their main kind, the count inside.
 */
export function EventsMap({ stations }: { stations: readonly EventStation[] }) {
  const { t } = useTranslation();
  const { theme } = usePreferences();
  const target = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = target.current;
    if (!element) return undefined;
    const dark = theme === 'dark';
    const land = new VectorLayer({
      source: new VectorSource({
        url: apiPath('mapBoundaries', { layer: 'states' }),
        format: new GeoJSON({ featureProjection: 'EPSG:3857' }),
      }),
      style: new Style({
        fill: new Fill({ color: dark ? '#2b2f36' : '#eef1ea' }),
        stroke: new Stroke({ color: dark ? '#8a93a3' : '#7d8b99', width: 1 }),
      }),
    });
    const points = new VectorSource({
      features: stations.map((s) => {
        const feature = new Feature(new Point(fromLonLat([s.longitude, s.latitude])));
        feature.setStyle(
          new Style({
            image: new Circle({
              radius: eventRadius(s.count),
              fill: new Fill({ color: KIND_COLOURS[s.kind] ?? '#616161' }),
              stroke: new Stroke({ color: '#ffffff', width: 1.5 }),
            }),
            text: new Text({
              text: String(s.count),
              font: 'bold 11px sans-serif',
              fill: new Fill({ color: '#ffffff' }),
            }),
          }),
        );
        return feature;
      }),
    });
    const map = new OlMap({
      target: element,
      layers: [land, new VectorLayer({ source: points })],
      view: new View(),
    });
    map.getView().fit(transformExtent(MALAYSIA, 'EPSG:4326', 'EPSG:3857'), {
      size: map.getSize() ?? [element.clientWidth, element.clientHeight],
    });
    return () => map.setTarget(undefined);
  }, [stations, theme]);

  return (
    <div
      ref={target}
      role="region"
      aria-label={t('executiveSummary:events.map', { count: stations.length })}
      data-testid="events-map"
      style={{ height: 380, width: '100%', borderRadius: 8, overflow: 'hidden' }}
    />
  );
}
