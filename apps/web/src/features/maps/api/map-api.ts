import { API, type ModuleCode } from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The attributes of one station feature (spec §3 "Map station/feature"). */
export interface StationAttributes {
  readonly station_id: string;
  readonly STATION_ID: string;
  readonly OBJECTID: number;
  readonly STATION_NAME: string;
  readonly STATE_NAME: string | null;
  readonly DISTRICT_NAME?: string | null;
  readonly New_Basin?: string | null;
  readonly RIVER_NAME?: string | null;
  readonly CATEGORY: string | null;
  readonly LOCATION_TYPE?: string | null;
  readonly MODULE: ModuleCode;
  /** The colouring class: an air category text, a river class, `<CATEGORY>_<LOCATION>` or NA. */
  readonly CLASS: string;
  readonly API?: number | null;
  readonly API_CATEGORY?: string | null;
  readonly DOMINANT?: string | null;
  readonly WQI?: number | null;
  readonly WQI_CLASS?: string | null;
  readonly MWQI?: number | null;
  readonly MWQI_CATEGORY?: string | null;
  readonly LAST_UPDATE?: number | null;
  readonly DATE_FROM?: number | null;
  readonly DATE_TO?: number | null;
  readonly CASE_ID?: string | null;
  readonly CASE_TITLE?: string | null;
  readonly YEAR?: number | null;
  /** Mobile units: `[lon, lat, epoch ms]` of the last 24 hours, when asked for. */
  readonly TRACK?: readonly (readonly [number, number, number])[];
}

export interface StationFeature {
  readonly type: 'Feature';
  readonly id: string;
  readonly geometry: { readonly type: 'Point'; readonly coordinates: readonly [number, number] } | null;
  readonly properties: StationAttributes;
}

export interface StationCollection {
  readonly type: 'FeatureCollection';
  readonly features: readonly StationFeature[];
}

/** The structured filters of the layer query: never a free-text where clause. */
export interface LayerFilter {
  readonly state?: readonly string[];
  readonly basin?: readonly string[];
  readonly river?: readonly string[];
  readonly category?: readonly string[];
  readonly stationid?: readonly string[];
}

export interface MapFilters {
  readonly states: readonly { name: string; stationCount: number; bbox: [number, number, number, number] }[];
  readonly basins: readonly { name: string; stateNames: readonly string[] }[];
  readonly rivers: readonly { name: string; basin: string }[];
  readonly categories: readonly string[];
}

/** One whole hour of a continuous station's 24-hour chart data (spec §3 "Chart data"). */
export type ChartRow = { readonly EPOCHDATE: number; readonly SUBINDEX?: Readonly<Record<string, number | null>> } & Readonly<Record<string, unknown>>;

export interface SeriesData {
  readonly categories: readonly string[];
  readonly series: readonly { readonly name: string; readonly unit?: string; readonly data: readonly (number | null)[] }[];
}

export interface StationCharts {
  readonly rez?: readonly ChartRow[];
  readonly recent?: readonly ChartRow[];
  readonly data?: SeriesData;
  readonly latest?: { readonly date: string; readonly values: Readonly<Record<string, number | null>>; readonly index?: number | null; readonly class?: string | null };
  readonly units?: Readonly<Record<string, string>>;
  readonly breakpoints?: Readonly<Record<string, readonly { apiLow: number; apiHigh: number; concLow: number; concHigh: number }[]>>;
  readonly station?: { readonly id: string; readonly name: string; readonly state: string | null };
}

/** The alert counters of spec §3 (pending alerts). */
export interface AlertCounters {
  readonly totalDataTransmission: { readonly total: number };
  readonly totalExceedance: { readonly total: number };
  readonly MRWQMNPE1: number;
  readonly MRWQMNPE2: number;
  readonly MMWQMNPE1: number;
  readonly MMWQMNPE2: number;
}

export interface MapService {
  readonly id: string;
  readonly kind: 'xyz' | 'wms' | 'arcgis';
  readonly attribution: string;
  readonly urlTemplate: string;
}

export type BoundaryName = 'outline' | 'neighbours' | 'states' | 'districts';

/** `/api2/caqmmap`: the base of a module's map calls (spec §7). */
export const mapBase = (module: ModuleCode) => `/api2/${module.toLowerCase()}map`;

function filterQuery(filter: LayerFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  for (const [key, values] of Object.entries(filter) as [keyof LayerFilter, readonly string[] | undefined][]) {
    if (values && values.length > 0) params.set(key, values.join(','));
  }
  return params.toString();
}

/** The module's whole station layer; the viewer filters it in the page (see utils/filter-stations). */
export const stationLayerQuery = (module: ModuleCode, track: boolean, unapproved = false) =>
  queryOptions({
    queryKey: ['map', module, 'layer', track, unapproved],
    queryFn: ({ signal }) =>
      apiRequest<StationCollection>(
        `${mapBase(module)}/layer/0/query?${filterQuery({}, { outFields: '*', returnGeometry: 'true', f: 'geojson', ...(track ? { track: 'true' } : {}), ...(unapproved ? { unapproved: 'true' } : {}) })}`,
        { signal },
      ),
    refetchInterval: 60_000,
  });

/** The identify query of spec §7: every field, no geometry (SOJ: `unapproved` adds unapproved rounds). */
export const identifyQuery = (module: ModuleCode, stationId: string | null, unapproved = false) =>
  queryOptions({
    queryKey: ['map', module, 'identify', stationId, unapproved],
    enabled: stationId !== null,
    queryFn: ({ signal }) =>
      apiRequest<{ features: readonly { attributes: StationAttributes }[] }>(
        `${mapBase(module)}/layer/0/query?${filterQuery({ stationid: [stationId ?? ''] }, { outFields: '*', returnGeometry: 'false', f: 'json', ...(unapproved ? { unapproved: 'true' } : {}) })}`,
        { signal },
      ).then((answer) => answer.features[0]?.attributes ?? null),
  });

export const mapFiltersQuery = (module: ModuleCode) =>
  queryOptions({
    queryKey: ['map', module, 'filters'],
    queryFn: ({ signal }) => apiRequest<MapFilters>(`${mapBase(module)}/filters`, { signal }),
    staleTime: 10 * 60_000,
  });

export const stationChartsQuery = (module: ModuleCode, stationId: string | null, param: string | null, monthly = false, unapproved = false) =>
  queryOptions({
    queryKey: ['map', module, 'charts', stationId, param, monthly, unapproved],
    enabled: stationId !== null,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ stationid: stationId ?? '' });
      if (param) params.set('param', param);
      if (monthly) params.set('monthly', 'true');
      if (unapproved) params.set('unapproved', 'true');
      return apiRequest<StationCharts>(`${mapBase(module)}/mapbystationidcharts?${params.toString()}`, { signal });
    },
    refetchInterval: 5 * 60_000,
  });

export const alertCountersQuery = (module: ModuleCode, states: readonly string[]) =>
  queryOptions({
    queryKey: ['alerts', 'counters', module, states],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ module });
      if (states.length === 1) params.set('state', states[0]!);
      return apiRequest<AlertCounters>(`${API.alertCounters.url}?${params.toString()}`, { signal });
    },
    refetchInterval: 60_000,
  });

export const mapServicesQuery = () =>
  queryOptions({
    queryKey: ['map', 'services'],
    queryFn: ({ signal }) => apiRequest<readonly MapService[]>('/api2/mapproxy', { signal }),
    staleTime: Infinity,
  });

export const boundaryUrl = (name: BoundaryName) => `/api2/maplayers/boundaries/${name}`;

export const publicStationsQuery = () =>
  queryOptions({
    queryKey: ['public', 'air', 'stations'],
    queryFn: ({ signal }) => apiRequest<StationCollection>('/api2/public/air/stations', { signal, token: null }),
    refetchInterval: 60_000,
  });
