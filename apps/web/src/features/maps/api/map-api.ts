import {
  apiPath,
  moduleApiName,
  type AlertCounters,
  type MapBoundaryLayer,
  type MapFilters,
  type MapIdentifyAnswer,
  type MapService,
  type MapStationAttributes,
  type MapStationCollection,
  type ModuleCode,
  type StationCharts,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The module's whole station layer; the viewer filters it in the page (see utils/filter-stations). */
export const stationLayerQuery = (module: ModuleCode, track: boolean, unapproved = false) =>
  queryOptions({
    queryKey: ['map', module, 'layer', track, unapproved],
    queryFn: ({ signal }) =>
      apiRequest<MapStationCollection>(
        apiPath(
          moduleApiName('mapLayer', module),
          {},
          {
            outFields: '*',
            returnGeometry: true,
            f: 'geojson',
            track: track || undefined,
            unapproved: unapproved || undefined,
          },
        ),
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
      apiRequest<MapIdentifyAnswer>(
        apiPath(
          moduleApiName('mapLayer', module),
          {},
          {
            stationid: stationId ?? '',
            outFields: '*',
            returnGeometry: false,
            f: 'json',
            unapproved: unapproved || undefined,
          },
        ),
        { signal },
      ).then((answer): MapStationAttributes | null => answer.features[0]?.attributes ?? null),
  });

export const mapFiltersQuery = (module: ModuleCode) =>
  queryOptions({
    queryKey: ['map', module, 'filters'],
    queryFn: ({ signal }) =>
      apiRequest<MapFilters>(apiPath(moduleApiName('mapFilters', module)), { signal }),
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
      apiRequest<StationCharts>(
        apiPath(
          moduleApiName('mapCharts', module),
          {},
          {
            stationid: stationId ?? '',
            param: param ?? undefined,
            monthly: monthly || undefined,
            unapproved: unapproved || undefined,
          },
        ),
        { signal },
      ),
    refetchInterval: 5 * 60_000,
  });

export const alertCountersQuery = (module: ModuleCode, states: readonly string[]) =>
  queryOptions({
    queryKey: ['alerts', 'counters', module, states],
    queryFn: ({ signal }) =>
      apiRequest<AlertCounters>(
        apiPath(
          'alertCounters',
          {},
          { module, state: states.length === 1 ? states[0] : undefined },
        ),
        { signal },
      ),
    refetchInterval: 60_000,
  });

export const mapServicesQuery = () =>
  queryOptions({
    queryKey: ['map', 'services'],
    queryFn: ({ signal }) => apiRequest<readonly MapService[]>(apiPath('mapServices'), { signal }),
    staleTime: Infinity,
  });

export const boundaryUrl = (name: MapBoundaryLayer) => apiPath('mapBoundaries', { layer: name });

export const publicStationsQuery = () =>
  queryOptions({
    queryKey: ['public', 'air', 'stations'],
    queryFn: ({ signal }) =>
      apiRequest<MapStationCollection>(apiPath('publicAirStations'), { signal, token: null }),
    refetchInterval: 60_000,
  });
