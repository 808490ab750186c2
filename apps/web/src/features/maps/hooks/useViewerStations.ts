import type { ModuleCode } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { stationLayerQuery } from '../api/map-api';
import { filterStations } from '../utils/filter-stations';
import type { MapUrlState } from '../utils/map-url-state';
import type { ViewerConfig } from '../utils/viewer-config';

/**
 * The module's whole station layer (for the totals and the pie) and the stations its filters
 * keep; SOJ also reads results not yet approved when asked.
 */
export function useViewerStations(
  module: ModuleCode,
  config: ViewerConfig,
  filter: MapUrlState['filter'],
  unapproved: boolean,
) {
  const allStations = useQuery(
    stationLayerQuery(module, config.mobile, module === 'SOJ' && unapproved),
  );
  const filtered =
    filter.state.length + filter.basin.length + filter.river.length + filter.category.length > 0;
  // Keyed on the filters' text: panning rewrites the URL (and so `state`) but must not redraw the layer.
  const filterKey = JSON.stringify(filter);
  const stations = useMemo(
    () =>
      allStations.data &&
      filterStations(allStations.data, JSON.parse(filterKey) as MapUrlState['filter']),
    [allStations.data, filterKey],
  );
  return { allStations, stations, filtered, filterKey };
}
