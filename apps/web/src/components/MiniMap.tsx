import Feature from 'ol/Feature';
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
import { createOfflineBasemap, mapControls } from '../lib/basemap-layers';
import { paletteOf, type MapPalette } from '../lib/map-palette';
import { usePreferences } from '../lib/preferences';

/** One place on a mini-map: its marker's colour and size, a label above it or a figure inside it. */
export interface MiniMapPoint {
  readonly longitude: number;
  readonly latitude: number;
  readonly colour?: string;
  readonly radius?: number;
  /** Written above the marker (a station id). */
  readonly label?: string;
  /** Written inside the marker (a count); the marker's colour must be dark enough for white. */
  readonly inside?: string;
}

interface MiniMapProps {
  readonly points: readonly MiniMapPoint[];
  /** The map's accessible name. */
  readonly label: string;
  readonly height: number;
  /** The area shown, [west, south, east, north] in degrees; without it the view fits the points. */
  readonly extent?: readonly [number, number, number, number];
  /** Where the view looks when there are fewer than two points (the one point otherwise). */
  readonly centre?: readonly [number, number];
  readonly zoom?: number;
  readonly testId?: string;
}

type ShownView = Pick<MiniMapProps, 'points' | 'extent' | 'centre' | 'zoom'>;

const MARKER_COLOUR = '#d7263d';
const MARKER_RADIUS = 8;
/** Zoom around one place: wide enough to show the district around it. */
const ZOOM = 10;
/** Fitted to several points, the view zooms in no further than this. */
const FIT_MAX_ZOOM = 12;
const FIT_PADDING = [40, 40, 40, 40];

/** A marker in the theme's colours: a ring in the label halo colour, its label in the label colour. */
export function markerStyle(point: MiniMapPoint, palette: MapPalette): Style {
  const radius = point.radius ?? MARKER_RADIUS;
  const text =
    point.inside !== undefined
      ? new Text({
          text: point.inside,
          font: 'bold 11px system-ui, sans-serif',
          fill: new Fill({ color: '#ffffff' }),
        })
      : point.label !== undefined
        ? new Text({
            text: point.label,
            offsetY: -(radius + 7),
            font: '600 11px system-ui, sans-serif',
            fill: new Fill({ color: palette.label }),
            stroke: new Stroke({ color: palette.labelHalo, width: 3 }),
          })
        : undefined;
  return new Style({
    image: new Circle({
      radius,
      fill: new Fill({ color: point.colour ?? MARKER_COLOUR }),
      stroke: new Stroke({ color: palette.labelHalo, width: 2 }),
    }),
    text,
  });
}

/**
 * A small map of a few places over the offline basemap (no internet needed), in the theme's
 * colours. The map is made again only when the places, the view or the theme change.
 */
export function MiniMap({ label, height, testId, ...view }: MiniMapProps) {
  const { t } = useTranslation();
  const { theme } = usePreferences();
  const target = useRef<HTMLDivElement>(null);
  const palette = paletteOf(theme);
  // Callers may pass new arrays of the same places on every render: compare them by value.
  const shown = JSON.stringify(view);

  useEffect(() => {
    const element = target.current;
    if (!element) return undefined;
    const { points, extent, centre, zoom } = JSON.parse(shown) as ShownView;
    const basemap = createOfflineBasemap(palette, {
      boundaries: t('maps:attribution.boundaries'),
      context: t('maps:attribution.context'),
    });
    const markers = new VectorSource({
      features: points.map((p) => {
        const feature = new Feature(new Point(fromLonLat([p.longitude, p.latitude])));
        feature.setStyle(markerStyle(p, palette));
        return feature;
      }),
    });
    const first = points[0];
    const looksAt = centre ?? (first ? [first.longitude, first.latitude] : undefined);
    const map = new OlMap({
      target: element,
      layers: [...basemap.layers, new VectorLayer({ source: markers })],
      controls: mapControls(t),
      view: new View({
        center: looksAt ? fromLonLat([...looksAt]) : undefined,
        zoom: zoom ?? ZOOM,
      }),
    });
    const size = map.getSize() ?? [element.clientWidth, element.clientHeight];
    const around = markers.getExtent();
    if (extent) map.getView().fit(transformExtent([...extent], 'EPSG:4326', 'EPSG:3857'), { size });
    else if (points.length > 1 && around)
      map.getView().fit(around, { size, padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM });
    return () => map.setTarget(undefined);
  }, [shown, palette, t]);

  return (
    <div
      ref={target}
      role="region"
      aria-label={label}
      data-testid={testId}
      style={{
        height,
        width: '100%',
        borderRadius: 8,
        overflow: 'hidden',
        background: palette.sea,
      }}
    />
  );
}
