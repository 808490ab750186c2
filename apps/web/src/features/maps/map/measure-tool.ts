import type { Map as OlMap } from 'ol';
import type { Coordinate } from 'ol/coordinate';
import { LineString, Polygon, type Geometry } from 'ol/geom';
import Draw from 'ol/interaction/Draw';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { getArea, getLength } from 'ol/sphere';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';

export type MeasureMode = 'distance' | 'area';
export const DISTANCE_UNITS = ['km', 'm'] as const;
export const AREA_UNITS = ['km2', 'ha', 'm2'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
export type AreaUnit = (typeof AREA_UNITS)[number];

/** The message logged when a measurement is started without a mode (spec §4). */
export const NO_MODE_ERROR = 'Measurement tool has no mode: choose distance or area.';

const FACTOR: Readonly<Record<DistanceUnit | AreaUnit, number>> = {
  km: 1_000,
  m: 1,
  km2: 1_000_000,
  ha: 10_000,
  m2: 1,
};

/** A geodesic length (metres) or area (square metres) in the chosen unit, rounded for display. */
export function formatMeasure(value: number, unit: DistanceUnit | AreaUnit): string {
  const converted = value / FACTOR[unit];
  const digits = converted >= 100 ? 1 : converted >= 1 ? 2 : 3;
  const shown = unit === 'km2' ? 'km²' : unit === 'm2' ? 'm²' : unit;
  return `${converted.toFixed(digits)} ${shown}`;
}

/** The geodesic size of a drawn geometry in map projection: metres for lines, m² for polygons. */
export function measureOf(geometry: Geometry): number {
  if (geometry instanceof Polygon) return getArea(geometry);
  if (geometry instanceof LineString) return getLength(geometry);
  return 0;
}

export interface MeasureState {
  readonly mode: MeasureMode | null;
  readonly unit: { distance: DistanceUnit; area: AreaUnit };
  /** The finished or in-progress measurement's value in metres / m², null before the first click. */
  readonly value: number | null;
}

/**
 * Distance and area measurement on the map (spec §4): active (drawing), change unit, clear;
 * a line or polygon is finished by double click. Geodesic, so lengths are right at any latitude.
 */
export class MeasureTool {
  private readonly source = new VectorSource();
  private readonly layer: VectorLayer;
  private draw: Draw | null = null;
  private state: MeasureState = { mode: null, unit: { distance: 'km', area: 'km2' }, value: null };

  constructor(
    private readonly map: OlMap,
    colour: string,
    private readonly onChange: (state: MeasureState) => void,
  ) {
    const stroke = new Stroke({ color: colour, width: 2, lineDash: [8, 6] });
    this.layer = new VectorLayer({
      source: this.source,
      zIndex: 50,
      style: (feature) => {
        const geometry = feature.getGeometry() as Geometry | undefined;
        const unit = geometry instanceof Polygon ? this.state.unit.area : this.state.unit.distance;
        return new Style({
          stroke,
          fill: new Fill({ color: 'rgba(193, 0, 21, 0.08)' }),
          text: geometry
            ? new Text({
                text: formatMeasure(measureOf(geometry), unit),
                font: '600 12px system-ui, sans-serif',
                fill: new Fill({ color: colour }),
                stroke: new Stroke({ color: '#ffffff', width: 3 }),
                overflow: true,
                placement: 'point',
              })
            : undefined,
        });
      },
    });
    map.addLayer(this.layer);
  }

  /** Starts drawing; without a mode nothing starts and the console says why. */
  start(mode: MeasureMode | null | undefined): void {
    if (mode !== 'distance' && mode !== 'area') {
      console.error(NO_MODE_ERROR);
      return;
    }
    this.stopDrawing();
    this.source.clear();
    const draw = new Draw({
      source: this.source,
      type: mode === 'distance' ? 'LineString' : 'Polygon',
      style: new Style({
        stroke: new Stroke({ color: '#C10015', width: 2, lineDash: [4, 4] }),
        image: new Circle({ radius: 4, fill: new Fill({ color: '#C10015' }) }),
        fill: new Fill({ color: 'rgba(193, 0, 21, 0.08)' }),
      }),
    });
    draw.on('drawstart', (event) => {
      this.source.clear();
      event.feature
        .getGeometry()
        ?.on('change', (e) => this.update(measureOf(e.target as Geometry)));
    });
    draw.on('drawend', (event) => {
      const geometry = event.feature.getGeometry();
      if (geometry) this.update(measureOf(geometry));
    });
    this.map.addInteraction(draw);
    this.draw = draw;
    this.set({ mode, value: null });
  }

  /** Changes the unit of the current mode; the drawn measurement is relabelled. */
  setUnit(unit: DistanceUnit | AreaUnit): void {
    const next = (DISTANCE_UNITS as readonly string[]).includes(unit)
      ? { ...this.state.unit, distance: unit as DistanceUnit }
      : { ...this.state.unit, area: unit as AreaUnit };
    this.set({ unit: next });
    this.layer.changed();
  }

  /** Whether a measurement is being drawn (map clicks then belong to the tool). */
  isActive(): boolean {
    return this.draw !== null;
  }

  /** Removes every drawing and ends the tool. */
  clear(): void {
    this.stopDrawing();
    this.source.clear();
    this.set({ mode: null, value: null });
  }

  dispose(): void {
    this.stopDrawing();
    this.map.removeLayer(this.layer);
  }

  /** The vertices drawn so far (for tests and the panel). */
  coordinates(): Coordinate[] {
    const geometry = this.source.getFeatures()[0]?.getGeometry();
    if (geometry instanceof LineString) return geometry.getCoordinates();
    if (geometry instanceof Polygon) return geometry.getCoordinates()[0] ?? [];
    return [];
  }

  private update(value: number): void {
    this.set({ value });
  }

  private stopDrawing(): void {
    if (this.draw) this.map.removeInteraction(this.draw);
    this.draw = null;
  }

  private set(patch: Partial<MeasureState>): void {
    this.state = { ...this.state, ...patch };
    this.onChange(this.state);
  }
}
