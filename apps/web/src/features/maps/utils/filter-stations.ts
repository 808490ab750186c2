import type { MapStationCollection } from '@eqmp/domain';
import type { MapUrlState } from './map-url-state';

const FIELD = {
  state: 'STATE_NAME',
  basin: 'New_Basin',
  river: 'RIVER_NAME',
  category: 'CATEGORY',
} as const;

/**
 * The stations the filters keep, from the module's whole layer (already loaded for the totals
 * and the pie), with the layer query's rule: each filter given must match, any of its values.
 */
export function filterStations(
  collection: MapStationCollection,
  filter: MapUrlState['filter'],
): MapStationCollection {
  const active = (Object.keys(FIELD) as (keyof typeof FIELD)[]).filter(
    (key) => filter[key].length > 0,
  );
  if (active.length === 0) return collection;
  const keep = (feature: MapStationCollection['features'][number]) =>
    active.every((key) => filter[key].includes(String(feature.properties[FIELD[key]] ?? '')));
  return { ...collection, features: collection.features.filter(keep) };
}
