import { STATION_FOCUS_ZOOM, type ModuleCode } from '@eqmp/domain';
import { Feature, Map as OlMap, View } from 'ol';
import { ScaleLine } from 'ol/control';
import {
  boundingExtent,
  buffer,
  createEmpty,
  extend,
  getCenter,
  isEmpty,
  type Extent,
} from 'ol/extent';
import GeoJSON from 'ol/format/GeoJSON';
import { LineString, Point } from 'ol/geom';
import { fromExtent } from 'ol/geom/Polygon';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat, toLonLat, transformExtent } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import type { MapService, MapStationCollection } from '@eqmp/domain';
import {
  createOfflineBasemap,
  type mapControls,
  createOnlineBasemap,
  type BasemapAttributions,
} from '../../../lib/basemap-layers';
import type { MapPalette } from '../../../lib/map-palette';
import { motionMs } from '../../../lib/motion';
import { MeasureTool, type MeasureState } from './measure-tool';
import { stationStyle } from './station-style';

/** Peninsular Malaysia, Sabah and Sarawak, in longitude/latitude. */
export const COUNTRY_EXTENT: Extent = [99.6, 0.85, 119.3, 7.4];

/** What the viewer highlights: the chosen states' polygons and the matching stations' extent. */
export interface Selection {
  readonly states: readonly string[];
  /** Stations that match a basin, river or category filter (no river lines exist: never drawn). */
  readonly stationIds: readonly string[];
}

export interface StationMapOptions {
  readonly target: HTMLElement;
  readonly module: ModuleCode;
  readonly palette: MapPalette;
  readonly attributions: BasemapAttributions;
  /** The map's own buttons, translated (`mapControls`). */
  readonly controls: ReturnType<typeof mapControls>;
  readonly services: readonly MapService[];
  readonly centre: readonly [number, number] | null;
  readonly zoom: number | null;
  readonly onStationClick: (stationId: string | null, pixel: [number, number]) => void;
  readonly onViewChange: (centre: [number, number], zoom: number) => void;
  readonly onMeasure: (state: MeasureState) => void;
  readonly onDrawn?: (stationCount: number) => void;
}

/**
 * One OpenLayers map of a viewer: the offline basemap (and optional proxied online ones), the
 * module's station layer coloured by class, the selection highlight, a mobile unit's track and
 * the measurement tool. React owns the panels around it; this class owns the canvas.
 */
export class StationMap {
  readonly map: OlMap;
  readonly measure: MeasureTool;
  private readonly stations = new VectorSource<Feature<Point>>();
  private readonly highlight = new VectorSource();
  private readonly track = new VectorSource();
  private readonly statesSource: VectorSource;
  private readonly online: TileLayer[];
  private selectedId: string | null = null;
  private lastSelection: { selection: Selection; fit: boolean } | null = null;
  private drawnReported = false;

  constructor(private readonly options: StationMapOptions) {
    const { palette } = options;
    const basemap = createOfflineBasemap(palette, options.attributions);
    this.statesSource = basemap.statesSource;
    this.online = options.services.map(createOnlineBasemap);
    const stationLayer = new VectorLayer({
      source: this.stations,
      style: stationStyle(options.module, palette, () => this.selectedId),
      declutter: true,
      zIndex: 20,
      properties: { name: 'stations' },
      updateWhileInteracting: true,
    });
    const highlightLayer = new VectorLayer({
      source: this.highlight,
      zIndex: 10,
      style: new Style({
        stroke: new Stroke({ color: palette.highlight, width: 2.5, lineDash: [6, 4] }),
        fill: new Fill({ color: palette.highlightFill }),
        image: new Circle({
          radius: 13,
          stroke: new Stroke({ color: palette.highlight, width: 2 }),
        }),
      }),
    });
    const trackLayer = new VectorLayer({
      source: this.track,
      zIndex: 15,
      style: new Style({
        stroke: new Stroke({ color: palette.track, width: 2.5 }),
        image: new Circle({ radius: 3, fill: new Fill({ color: palette.track }) }),
      }),
    });
    this.map = new OlMap({
      target: options.target,
      layers: [...this.online, ...basemap.layers, highlightLayer, trackLayer, stationLayer],
      controls: options.controls.extend([new ScaleLine()]),
      view: new View({
        center: fromLonLat(options.centre ? [...options.centre] : getCenter(COUNTRY_EXTENT)),
        zoom: options.zoom ?? 6,
        maxZoom: 19,
        minZoom: 4,
      }),
    });
    if (!options.centre)
      this.map.getView().fit(transformExtent(COUNTRY_EXTENT, 'EPSG:4326', 'EPSG:3857'), {
        size: this.sizeOrDefault(),
      });
    this.measure = new MeasureTool(this.map, palette.measure, options.onMeasure);

    this.map.on('singleclick', (event) => {
      if (this.measure.isActive()) return;
      const hit = this.map.forEachFeatureAtPixel(event.pixel, (feature) => feature, {
        layerFilter: (layer) => layer === stationLayer,
        hitTolerance: 4,
      });
      options.onStationClick(hit ? String(hit.getId()) : null, [event.pixel[0]!, event.pixel[1]!]);
    });
    this.map.on('pointermove', (event) => {
      if (event.dragging) return;
      const hit = this.map.hasFeatureAtPixel(event.pixel, {
        layerFilter: (layer) => layer === stationLayer,
        hitTolerance: 4,
      });
      const element = this.map.getTargetElement();
      if (element) element.style.cursor = hit && !this.measure.isActive() ? 'pointer' : '';
    });
    this.map.on('moveend', () => {
      const view = this.map.getView();
      const [lon, lat] = toLonLat(view.getCenter() ?? [0, 0]);
      options.onViewChange([lon!, lat!], view.getZoom() ?? 6);
    });
    this.map.on('rendercomplete', () => {
      if (this.drawnReported || this.stations.getFeatures().length === 0) return;
      this.drawnReported = true;
      options.onDrawn?.(this.stations.getFeatures().length);
    });
    // The states' polygons arrive after the first selection may have been asked for.
    this.statesSource.on('featuresloadend', () => {
      if (this.lastSelection) this.select(this.lastSelection.selection, this.lastSelection.fit);
    });
  }

  private sizeOrDefault(): [number, number] {
    const size = this.map.getSize();
    return size
      ? [size[0]!, size[1]!]
      : [this.options.target.clientWidth || 800, this.options.target.clientHeight || 600];
  }

  /** Replaces the station features (a refetch keeps the open station's ring). */
  setStations(collection: MapStationCollection): void {
    const features = new GeoJSON().readFeatures(collection, {
      dataProjection: 'EPSG:4326',
      featureProjection: 'EPSG:3857',
    }) as Feature<Point>[];
    this.stations.clear(true);
    this.stations.addFeatures(features.filter((f) => f.getGeometry()));
    this.drawTrack();
  }

  /**
   * Fits the view to the drawn stations, so a small network (SOJ, an investigative study)
   * opens at its stations rather than at the national view. False when none has a position.
   */
  fitStations(): boolean {
    const extent = this.stations.getExtent();
    if (!extent || isEmpty(extent)) return false;
    this.map.getView().fit(buffer(extent, 5_000), {
      padding: [48, 48, 48, 48],
      maxZoom: 12,
      size: this.sizeOrDefault(),
    });
    return true;
  }

  stationCount(): number {
    return this.stations.getFeatures().length;
  }

  /** Marks the open station and, for a mobile unit, draws its recent track. */
  setSelected(stationId: string | null): void {
    this.selectedId = stationId;
    this.stations.changed();
    this.drawTrack();
  }

  /** Zooms to a station (spec §9: level 16). */
  focusStation(stationId: string): boolean {
    const geometry = this.stations.getFeatureById(stationId)?.getGeometry();
    if (!geometry) return false;
    this.map.getView().animate({
      center: geometry.getCoordinates(),
      zoom: STATION_FOCUS_ZOOM,
      duration: motionMs(400),
    });
    return true;
  }

  /** Highlights the filter's selection and, when asked, fits the view to it. */
  select(selection: Selection, fit: boolean): void {
    this.highlight.clear();
    // Kept so the highlight (and a fit not yet done) can be redrawn once the states have loaded.
    this.lastSelection = { selection, fit: fit && this.statesSource.getFeatures().length === 0 };
    const extent = createEmpty();
    const wanted = new Set(selection.states);
    for (const feature of this.statesSource.getFeatures()) {
      if (!wanted.has(feature.get('STATE_NAME') as string)) continue;
      const clone = new Feature(feature.getGeometry()?.clone());
      this.highlight.addFeature(clone);
      extend(extent, clone.getGeometry()!.getExtent());
    }
    if (selection.stationIds.length > 0) {
      const points = selection.stationIds
        .map((id) => this.stations.getFeatureById(id)?.getGeometry()?.getCoordinates())
        .filter((c): c is number[] => Boolean(c));
      for (const point of points) this.highlight.addFeature(new Feature(new Point(point)));
      if (points.length > 1 && selection.states.length === 0) {
        const box = buffer(boundingExtent(points), 3_000);
        this.highlight.addFeature(new Feature(fromExtent(box)));
        extend(extent, box);
      } else if (points.length === 1) {
        extend(extent, buffer(boundingExtent(points), 5_000));
      }
    }
    if (fit && !isEmpty(extent))
      this.map
        .getView()
        .fit(extent, { padding: [48, 48, 48, 48], duration: motionMs(400), maxZoom: 13 });
  }

  /** Shows one online basemap by id, or none (the offline one is always drawn beneath). */
  setOnlineBasemap(id: string | null): void {
    for (const layer of this.online) layer.setVisible(layer.get('name') === id);
  }

  /** Pans the view by a number of pixels (used by the pan benchmark and the keyboard). */
  panBy(dx: number, dy: number): void {
    const view = this.map.getView();
    const centre = view.getCenter();
    const resolution = view.getResolution();
    if (centre && resolution)
      view.setCenter([centre[0]! + dx * resolution, centre[1]! - dy * resolution]);
  }

  dispose(): void {
    this.measure.dispose();
    this.map.setTarget(undefined);
  }

  private drawTrack(): void {
    this.track.clear();
    if (!this.selectedId) return;
    const feature = this.stations.getFeatureById(this.selectedId);
    const track = feature?.get('TRACK') as
      readonly (readonly [number, number, number])[] | undefined;
    if (!track || track.length < 2) return;
    const coordinates = track.map(([lon, lat]) => fromLonLat([lon, lat]));
    this.track.addFeature(new Feature(new LineString(coordinates)));
    this.track.addFeature(new Feature(new Point(coordinates[0]!)));
  }
}
