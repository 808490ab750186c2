import type { ModuleCode } from '@eqmp/domain';
import type { FeatureLike } from 'ol/Feature';
import { Circle, Fill, RegularShape, Stroke, Style, Text } from 'ol/style';
import { readableTextColour } from '../../../lib/index-colours';
import { styleOfClass, type SymbolShape } from '../utils/station-classes';
import type { MapPalette } from '../../../lib/map-palette';

/** Station labels appear from about zoom 9 (resolution in metres per pixel). */
const LABEL_MAX_RESOLUTION = 310;
const RADIUS = 8;

function symbol(shape: SymbolShape, colour: string, stroke: Stroke, scale: number) {
  const fill = new Fill({ color: colour });
  const radius = RADIUS * scale;
  // Symbols are always drawn; only the labels are decluttered (among themselves).
  const declutterMode = 'none' as const;
  if (shape === 'square')
    return new RegularShape({
      points: 4,
      radius: radius * 1.2,
      angle: Math.PI / 4,
      fill,
      stroke,
      declutterMode,
    });
  if (shape === 'triangle')
    return new RegularShape({ points: 3, radius: radius * 1.3, fill, stroke, declutterMode });
  return new Circle({ radius, fill, stroke, declutterMode });
}

/**
 * The style function of a module's station layer: a symbol coloured by the station's CLASS (and
 * shaped by location type for marine), a larger ring for the open station, and the station id as
 * a decluttered label once zoomed in. Styles are cached, so a redraw of 1,500 stations allocates
 * nothing.
 */
export function stationStyle(
  module: ModuleCode,
  palette: MapPalette,
  selectedId: () => string | null,
) {
  const cache = new Map<string, Style>();
  const labelCache = new Map<string, Style>();
  const outline = new Stroke({ color: palette.labelHalo, width: 1.5 });
  const selectedOutline = new Stroke({ color: palette.highlight, width: 3 });
  return (feature: FeatureLike, resolution: number): Style[] => {
    const cls = feature.get('CLASS') as string | undefined;
    const selected = feature.getId() === selectedId();
    const key = `${cls ?? 'NA'}|${selected ? 1 : 0}`;
    let style = cache.get(key);
    if (!style) {
      const { colour, shape } = styleOfClass(module, cls);
      style = new Style({
        image: symbol(shape, colour, selected ? selectedOutline : outline, selected ? 1.5 : 1),
        zIndex: selected ? 2 : 1,
      });
      cache.set(key, style);
    }
    if (resolution > LABEL_MAX_RESOLUTION && !selected) return [style];
    const id = String(feature.getId());
    let label = labelCache.get(id);
    if (!label) {
      label = new Style({
        text: new Text({
          text: id,
          offsetY: -20,
          font: '600 11px system-ui, sans-serif',
          fill: new Fill({ color: palette.label }),
          stroke: new Stroke({ color: palette.labelHalo, width: 3 }),
        }),
      });
      labelCache.set(id, label);
    }
    return [style, label];
  };
}

/** The text colour on a class's fill, for legends and tags drawn outside the map. */
export const textOnClass = (module: ModuleCode, cls: string | null | undefined) =>
  readableTextColour(styleOfClass(module, cls).colour);
