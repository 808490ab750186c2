import {
  type MapIdentifyAnswer,
  type MapStationAttributes,
  type MapStationCollection,
  type ModuleCode,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * The layer's contract allows any `outFields` and either shape; asked with `outFields=*`, every
 * attribute comes, as a collection (`f=geojson`) or an identify answer (`f=json`).
 */
type AllFieldsLayer<F extends 'geojson' | 'json'> = F extends 'geojson'
  ? MapStationCollection
  : MapIdentifyAnswer;

/** The module's whole station layer; the viewer filters it in the page (see utils/filter-stations). */
export const stationLayerQuery = (module: ModuleCode, track: boolean, unapproved = false) =>
  queryOptions({
    queryKey: ['map', module, 'layer', track, unapproved],
    queryFn: async ({ signal }) =>
      (await callApi(
        `mapLayer${module}`,
        {
          query: {
            outFields: '*',
            returnGeometry: 'true',
            f: 'geojson',
            track: track ? 'true' : undefined,
            unapproved: unapproved ? 'true' : undefined,
          },
        },
        { signal },
      )) as AllFieldsLayer<'geojson'>,
    refetchInterval: 60_000,
  });

/** The identify query of spec §7: every field, no geometry (SOJ: `unapproved` adds unapproved rounds). */
export const identifyQuery = (module: ModuleCode, stationId: string | null, unapproved = false) =>
  queryOptions({
    queryKey: ['map', module, 'identify', stationId, unapproved],
    enabled: stationId !== null,
    queryFn: async ({ signal }): Promise<MapStationAttributes | null> => {
      const answer = (await callApi(
        `mapLayer${module}`,
        {
          query: {
            stationid: stationId ?? '',
            outFields: '*',
            returnGeometry: 'false',
            f: 'json',
            unapproved: unapproved ? 'true' : undefined,
          },
        },
        { signal },
      )) as AllFieldsLayer<'json'>;
      return answer.features[0]?.attributes ?? null;
    },
  });

export const mapFiltersQuery = (module: ModuleCode) =>
  queryOptions({
    queryKey: ['map', module, 'filters'],
    queryFn: ({ signal }) => callApi(`mapFilters${module}`, {}, { signal }),
    staleTime: 10 * 60_000,
  });

export const stationChartsQuery = (
  module: ModuleCode,
  stationId: string | null,
  param: string | null,
  monthly = false,
  unapproved = false,
) =>
  queryOptions({
    queryKey: ['map', module, 'charts', stationId, param, monthly, unapproved],
    enabled: stationId !== null,
    queryFn: ({ signal }) =>
      callApi(
        `mapCharts${module}`,
        {
          query: {
            stationid: stationId ?? '',
            param: param ?? '',
            monthly: monthly ? 'true' : undefined,
            unapproved: unapproved ? 'true' : undefined,
          },
        },
        { signal },
      ),
    refetchInterval: 5 * 60_000,
  });

export const alertCountersQuery = (module: ModuleCode, states: readonly string[]) =>
  queryOptions({
    queryKey: ['alerts', 'counters', module, states],
    queryFn: ({ signal }) =>
      callApi(
        'alertCounters',
        { query: { module, state: states.length === 1 ? states[0] : undefined } },
        { signal },
      ),
    refetchInterval: 60_000,
  });

export const mapServicesQuery = () =>
  queryOptions({
    queryKey: ['map', 'services'],
    queryFn: ({ signal }) => callApi('mapServices', {}, { signal }),
    staleTime: Infinity,
  });

export const publicStationsQuery = () =>
  queryOptions({
    queryKey: ['public', 'air', 'stations'],
    queryFn: async ({ signal }) =>
      (await callApi(
        'publicAirStations',
        {},
        { signal, token: null },
      )) as AllFieldsLayer<'geojson'>,
    refetchInterval: 60_000,
  });
