import type { MapStationCollection } from '@eqmp/domain';
import { useEffect, useRef, type RefObject } from 'react';
import { OFFLINE_BASEMAP } from '../components/BasemapSwitcher';
import type { StationMap } from '../map/station-map';
import type { MapUrlState } from '../utils/map-url-state';

/**
 * Keeps the map's layer in step with the page: the stations the filters keep, the open station,
 * the basemap, and the highlighted selection (the view fits it when the filters change).
 */
export function useStationLayer({
  map,
  stations,
  filter,
  filtered,
  filterKey,
  selected,
  basemap,
  initialView,
}: {
  map: StationMap | null;
  stations: MapStationCollection | undefined;
  filter: MapUrlState['filter'];
  filtered: boolean;
  filterKey: string;
  selected: string | null;
  basemap: string;
  initialView: RefObject<{ centre: MapUrlState['centre'] }>;
}) {
  // A map opened without a view in its link opens at its stations' extent, once.
  const hasOpenedAtStations = useRef(false);
  useEffect(() => {
    if (!map || !stations) return;
    map.setStations(stations);
    if (!hasOpenedAtStations.current && initialView.current.centre === null && !filtered) {
      hasOpenedAtStations.current = map.fitStations();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, stations]);
  useEffect(() => {
    map?.setSelected(selected);
  }, [map, selected, stations]);
  useEffect(() => {
    map?.setOnlineBasemap(basemap === OFFLINE_BASEMAP ? null : basemap);
  }, [map, basemap]);

  // The highlighted selection follows the filters; the view fits it when the filters change.
  const lastFitted = useRef<string | null>(null);
  useEffect(() => {
    if (!map || !stations) return;
    const byStationFilters = filter.basin.length + filter.river.length + filter.category.length > 0;
    // Fit when the filters change, and on opening a shared link that has filters but no view.
    const fit =
      filtered &&
      (lastFitted.current === null
        ? initialView.current.centre === null
        : lastFitted.current !== filterKey);
    map.select(
      {
        states: filter.state,
        stationIds: byStationFilters ? stations.features.map((f) => f.id) : [],
      },
      fit,
    );
    lastFitted.current = filterKey;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, stations, filterKey]);
}
