import { z } from 'zod';
import { MAP_ATTRIBUTE_NAMES } from '../maps/map-attributes.js';
import { MODULE_CODES } from '../modules.js';
import { calendarDay } from './common.js';

/**
 * The attributes of one station feature (spec §3 "Map station/feature", map contract §1); the
 * layer query answers the ones `outFields` names (all with `*`).
 */
export const mapStationAttributes = z.object({
  station_id: z.string(),
  STATION_ID: z.string(),
  OBJECTID: z.number(),
  STATION_NAME: z.string(),
  STATE_NAME: z.string().nullable(),
  DISTRICT_NAME: z.string().nullable().optional(),
  New_Basin: z.string().nullable().optional(),
  RIVER_NAME: z.string().nullable().optional(),
  CATEGORY: z.string().nullable(),
  LOCATION_TYPE: z.string().nullable().optional(),
  MODULE: z.enum(MODULE_CODES),
  /** The colouring class: an air category text, a river class, `<CATEGORY>_<LOCATION>` or NA. */
  CLASS: z.string(),
  API: z.number().nullable().optional(),
  API_CATEGORY: z.string().nullable().optional(),
  DOMINANT: z.string().nullable().optional(),
  WQI: z.number().nullable().optional(),
  WQI_CLASS: z.string().nullable().optional(),
  MWQI: z.number().nullable().optional(),
  MWQI_CATEGORY: z.string().nullable().optional(),
  /** Epoch ms of the latest values. */
  LAST_UPDATE: z.number().nullable().optional(),
  DATE_FROM: z.number().nullable().optional(),
  DATE_TO: z.number().nullable().optional(),
  CASE_ID: z.string().nullable().optional(),
  CASE_TITLE: z.string().nullable().optional(),
  YEAR: z.number().nullable().optional(),
  /** Mobile units: `[lon, lat, epoch ms]` of the last 24 hours, when asked for (`track=true`). */
  TRACK: z.array(z.tuple([z.number(), z.number(), z.number()])).optional(),
});
/** A station's attributes as `outFields=*` answers them. */
export type MapStationAttributes = z.infer<typeof mapStationAttributes>;
const pickedAttributes = mapStationAttributes.partial();

const point = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number(), z.number()]),
});

/** `f=geojson` (default): a FeatureCollection; geometry is null without `returnGeometry`. */
const stationCollection = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      id: z.string(),
      geometry: point.nullable(),
      properties: pickedAttributes,
    }),
  ),
});

/** `f=json`: the identify answer `{ features: [{ attributes, geometry? }] }`. */
const identifyAnswer = z.object({
  features: z.array(
    z.object({
      attributes: pickedAttributes,
      geometry: z.object({ x: z.number(), y: z.number() }).optional(),
    }),
  ),
});

export const mapLayerResponse = z.union([stationCollection, identifyAnswer]);

/** The layer with every attribute (`outFields=*`), as the viewer and the public map ask for it. */
export type MapStationCollection = {
  readonly type: 'FeatureCollection';
  readonly features: readonly {
    readonly type: 'Feature';
    readonly id: string;
    readonly geometry: z.infer<typeof point> | null;
    readonly properties: MapStationAttributes;
  }[];
};
/** The identify answer with every attribute (`outFields=*`, `f=json`). */
export type MapIdentifyAnswer = {
  readonly features: readonly { readonly attributes: MapStationAttributes }[];
};

/** The filter values among a module's active stations. */
export const mapFiltersResponse = z.object({
  /** `bbox` is null when the state's boundary is unknown. */
  states: z.array(
    z.object({
      name: z.string(),
      stationCount: z.number(),
      bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
    }),
  ),
  basins: z.array(z.object({ name: z.string(), stateNames: z.array(z.string()) })),
  rivers: z.array(z.object({ name: z.string(), basin: z.string().nullable() })),
  categories: z.array(z.string()),
});
export type MapFilters = z.infer<typeof mapFiltersResponse>;

/**
 * One whole hour of a continuous station's chart data (spec §3 "Chart data"): `EPOCHDATE`, and
 * per parameter `<P>_CONC`, `<P>_1H_AVG`, `<P>_24H_AVG` / `<P>_8H_AVG`, plus `SUBINDEX`, `API`.
 */
const chartRow = z.looseObject({
  EPOCHDATE: z.number(),
  SUBINDEX: z.record(z.string(), z.number().nullable()).optional(),
});
export type ChartRow = z.infer<typeof chartRow>;

const seriesData = z.object({
  categories: z.array(z.string()),
  series: z.array(
    z.object({
      name: z.string(),
      unit: z.string().optional(),
      data: z.array(z.number().nullable()),
    }),
  ),
});
export type SeriesData = z.infer<typeof seriesData>;

/** The station charts of spec §7 (which parts are present depends on the module). */
export const mapChartsResponse = z.object({
  rez: z.array(chartRow).optional(),
  recent: z.array(chartRow).optional(),
  data: seriesData.optional(),
  latest: z
    .object({
      date: calendarDay,
      values: z.record(z.string(), z.number().nullable()),
      index: z.number().nullable().optional(),
      class: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
  units: z.record(z.string(), z.string()).optional(),
  breakpoints: z
    .record(
      z.string(),
      z.array(
        z.object({
          apiLow: z.number(),
          apiHigh: z.number(),
          concLow: z.number(),
          concHigh: z.number(),
        }),
      ),
    )
    .optional(),
  station: z.object({ id: z.string(), name: z.string(), state: z.string().nullable() }).optional(),
});
export type StationCharts = z.infer<typeof mapChartsResponse>;

/** The configured online map services the proxy serves. */
export const mapServicesResponse = z.array(
  z.object({
    id: z.string(),
    kind: z.enum(['xyz', 'wms', 'arcgis']),
    attribution: z.string(),
    public: z.boolean(),
    urlTemplate: z.string(),
  }),
);
export type MapService = z.infer<typeof mapServicesResponse>[number];

/** What mobile positions (`POST /api2/ingest/positions`) answer. */
export const positionsResponse = z.object({
  accepted: z.number(),
  duplicates: z.number(),
  rejected: z.array(z.object({ index: z.number(), message: z.string() })),
});

/** The offline basemap layers (`GET /api2/maplayers/boundaries/:layer`). */
export const MAP_BOUNDARY_LAYERS = ['outline', 'neighbours', 'states', 'districts'] as const;
export type MapBoundaryLayer = (typeof MAP_BOUNDARY_LAYERS)[number];
export const mapBoundaryParams = z.object({ layer: z.enum(MAP_BOUNDARY_LAYERS) });

/** A tile or map request relayed to a configured service (`GET /api2/mapproxy/:service/*`). */
export const mapProxyParams = z.object({ service: z.string().max(40), '*': z.string().max(1000) });

const ATTRIBUTE_NAMES = new Set<string>(MAP_ATTRIBUTE_NAMES);

/** A filter given as repeated keys (`state=A&state=B`) or a comma list (`state=A,B`). */
const list = z.preprocess(
  (value) =>
    value === undefined
      ? undefined
      : (Array.isArray(value) ? value : [value])
          .flatMap((v) => String(v).split(','))
          .map((v) => v.trim())
          .filter((v) => v.length > 0),
  z.array(z.string().max(200)).max(1000).optional(),
);

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');

/** Querystring of `GET /api2/{mod}map/layer/0/query` (map contract §1). */
export const mapLayerQuery = z.object({
  state: list,
  basin: list,
  river: list,
  category: list,
  stationid: list,
  outFields: z
    .string()
    .max(2000)
    .default('*')
    .refine(
      (v) => v.trim() === '*' || v.split(',').every((name) => ATTRIBUTE_NAMES.has(name.trim())),
      { message: 'errors:maps.unknownAttribute' },
    ),
  returnGeometry: flag('true'),
  f: z.enum(['geojson', 'json']).default('geojson'),
  track: flag('false'),
  /** SOJ only: also show results of sampling rounds not yet approved (entered or verified). */
  unapproved: flag('false'),
});
export type MapLayerQuery = z.infer<typeof mapLayerQuery>;
/** The structured filters of the layer query (never a free-text where clause). */
export type MapLayerFilter = Partial<
  Pick<MapLayerQuery, 'state' | 'basin' | 'river' | 'category' | 'stationid'>
>;

/** Querystring of the station charts; `param` is required for manual river and marine (spec §7). */
export function mapChartsQuery(paramRequired: boolean) {
  const param = z.string().min(1).max(20);
  return z.object({
    stationid: z.string().min(1).max(20),
    param: paramRequired ? param : param.optional(),
    monthly: flag('false'),
    /** SOJ only: also chart results of sampling rounds not yet approved (entered or verified). */
    unapproved: flag('false'),
  });
}
