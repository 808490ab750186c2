import type { MapStationCollection } from '@eqmp/domain';
import { useMemo } from 'react';

/** How many of the stations are in each class, for the legend. */
export function useClassCounts(stations: MapStationCollection | undefined) {
  return useMemo(() => {
    const result = new Map<string, number>();
    for (const f of stations?.features ?? [])
      result.set(f.properties.CLASS, (result.get(f.properties.CLASS) ?? 0) + 1);
    return result;
  }, [stations]);
}
