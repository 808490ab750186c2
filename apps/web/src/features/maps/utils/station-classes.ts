import {
  AIR_CATEGORY_COLOURS,
  LOCATION_TYPES,
  type LocationType,
  MARINE_CATEGORIES,
  MARINE_CATEGORY_COLOURS,
  type Medium,
  type ModuleCode,
  MODULES,
  RIVER_CLASS_COLOURS,
  RIVER_CLASSES,
} from '@eqmp/domain';

/** How a station symbol is drawn: a fill colour and, for marine stations, a shape per location type. */
export type SymbolShape = 'circle' | 'square' | 'triangle';

export interface ClassStyle {
  /** The CLASS attribute value this style is for. */
  readonly value: string;
  readonly colour: string;
  readonly shape: SymbolShape;
  /** Locale key of the class's label. */
  readonly labelKey: string;
}

/** Air CLASS values as the layer sends them (spec §4), best first, with their category code. */
const AIR_CLASSES = [
  ['Good', 'GOOD'],
  ['Moderate', 'MODERATE'],
  ['Unhealthy', 'UNHEALTHY'],
  ['Very Unhealthy', 'VERY_UNHEALTHY'],
  ['Hazardous', 'HAZARDOUS'],
] as const;

const NA = 'NA';

const SHAPE_OF: Readonly<Record<LocationType, SymbolShape>> = {
  COASTAL: 'circle',
  ESTUARY: 'square',
  ISLAND: 'triangle',
};

/** Every class a module's layer can show, in legend order (best to worst, then No Data). */
export function classStyles(medium: Medium): readonly ClassStyle[] {
  if (medium === 'air') {
    return [
      ...AIR_CLASSES.map(([value, code]) => ({
        value,
        colour: AIR_CATEGORY_COLOURS[code],
        shape: 'circle' as const,
        labelKey: `maps:class.air.${code}`,
      })),
      {
        value: NA,
        colour: AIR_CATEGORY_COLOURS.NO_DATA,
        shape: 'circle',
        labelKey: 'maps:class.noData',
      },
    ];
  }
  if (medium === 'river') {
    return [
      ...RIVER_CLASSES.map((value) => ({
        value,
        colour: RIVER_CLASS_COLOURS[value],
        shape: 'circle' as const,
        labelKey: `maps:class.river.${value}`,
      })),
      { value: NA, colour: RIVER_CLASS_COLOURS.NA, shape: 'circle', labelKey: 'maps:class.noData' },
    ];
  }
  return [
    ...MARINE_CATEGORIES.flatMap((category) =>
      LOCATION_TYPES.map((location) => ({
        value: `${category}_${location}`,
        colour: MARINE_CATEGORY_COLOURS[category],
        shape: SHAPE_OF[location],
        labelKey: `maps:class.marine.${category}_${location}`,
      })),
    ),
    {
      value: NA,
      colour: MARINE_CATEGORY_COLOURS.NA,
      shape: 'circle',
      labelKey: 'maps:class.noData',
    },
  ];
}

const STYLE_INDEX = new Map<Medium, Map<string, ClassStyle>>();

/** The style of one CLASS value of a module; an unknown or missing class reads as No Data. */
export function styleOfClass(module: ModuleCode, value: string | null | undefined): ClassStyle {
  const medium = MODULES[module].medium;
  let index = STYLE_INDEX.get(medium);
  if (!index) {
    index = new Map(classStyles(medium).map((style) => [style.value, style]));
    STYLE_INDEX.set(medium, index);
  }
  return index.get(value ?? NA) ?? index.get(NA)!;
}

/** Marine classes cross a category with a location type: the category alone drives the pie. */
export function pieClassOf(module: ModuleCode, value: string | null | undefined): string {
  if (MODULES[module].medium !== 'marine' || !value || value === NA) return value ?? NA;
  return value.split('_')[0] ?? NA;
}
