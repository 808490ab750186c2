import { defaults as defaultControls } from 'ol/control';
import GeoJSON from 'ol/format/GeoJSON';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import TileArcGISRest from 'ol/source/TileArcGISRest';
import TileWMS from 'ol/source/TileWMS';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { Fill, Stroke, Style } from 'ol/style';
import { apiPath, type MapBoundaryLayer, type MapService } from '@eqmp/domain';
import type { MapPalette } from './map-palette';

/** The credits of the shipped boundary files (see the server's reference SOURCES.md), translated. */
export interface BasemapAttributions {
  readonly boundaries: string;
  readonly context: string;
}

/** Translates the map's own buttons (a `t` of react-i18next). */
type Translate = (
  key:
    | 'maps:control.zoomIn'
    | 'maps:control.zoomOut'
    | 'maps:control.credits'
    | 'maps:control.resetRotation',
) => string;

/** The map's own buttons (zoom, north, the collapsible credits) with tooltips in the user's language. */
export function mapControls(t: Translate) {
  return defaultControls({
    zoomOptions: {
      zoomInTipLabel: t('maps:control.zoomIn'),
      zoomOutTipLabel: t('maps:control.zoomOut'),
    },
    rotateOptions: { tipLabel: t('maps:control.resetRotation') },
    attributionOptions: { collapsible: true, tipLabel: t('maps:control.credits') },
  });
}

const boundaryUrl = (layer: MapBoundaryLayer) => apiPath('mapBoundaries', { layer });

/** Below this resolution (metres per pixel) district lines are drawn: about zoom 8. */
const DISTRICT_MAX_RESOLUTION = 620;

/** A shipped boundary file drawn as filled land with its credit (neighbouring countries, the country's outline). */
function landLayer(
  layer: MapBoundaryLayer,
  format: GeoJSON,
  attributions: string,
  fill: string,
  stroke: { color: string; width: number },
) {
  return new VectorLayer({
    source: new VectorSource({ url: boundaryUrl(layer), format, attributions }),
    style: new Style({ fill: new Fill({ color: fill }), stroke: new Stroke(stroke) }),
    properties: { name: layer },
  });
}

/**
 * The offline basemap, drawn from the shipped boundary files: neighbouring countries, the
 * country's land, states and (when zoomed in) districts. It needs no internet.
 */
export function createOfflineBasemap(palette: MapPalette, attributions: BasemapAttributions) {
  const format = new GeoJSON();
  const neighbours = landLayer('neighbours', format, attributions.context, palette.neighbour, {
    color: palette.districtLine,
    width: 0.5,
  });
  const land = landLayer('outline', format, attributions.boundaries, palette.land, {
    color: palette.stateLine,
    width: 1,
  });
  const districts = new VectorLayer({
    source: new VectorSource({ url: boundaryUrl('districts'), format }),
    style: new Style({ stroke: new Stroke({ color: palette.districtLine, width: 0.5 }) }),
    maxResolution: DISTRICT_MAX_RESOLUTION,
    properties: { name: 'districts' },
  });
  const statesSource = new VectorSource({ url: boundaryUrl('states'), format });
  const states = new VectorLayer({
    source: statesSource,
    style: new Style({ stroke: new Stroke({ color: palette.stateLine, width: 1 }) }),
    properties: { name: 'states' },
  });
  return { layers: [neighbours, land, districts, states], statesSource };
}

/** An online basemap reached through the server's map proxy (credentials stay on the server). */
export function createOnlineBasemap(service: MapService): TileLayer {
  const attributions = service.attribution;
  const source =
    service.kind === 'arcgis'
      ? new TileArcGISRest({ url: service.urlTemplate, attributions, crossOrigin: 'anonymous' })
      : service.kind === 'wms'
        ? new TileWMS({
            url: service.urlTemplate,
            attributions,
            crossOrigin: 'anonymous',
            params: {},
          })
        : new XYZ({
            url: service.urlTemplate,
            attributions,
            crossOrigin: 'anonymous',
            maxZoom: 19,
          });
  return new TileLayer({ source, visible: false, properties: { name: service.id } });
}
