import type { LocationType } from '../marine/mmwqi-defaults.js';
import { MODULES, type ModuleCode } from '../modules.js';
import { RIVER_CLASSES } from '../river/wqi.js';
import { MARINE_CRITERIA_CLASSES } from '../standards/marine-criteria.js';

/**
 * Malaysia's rough bounding box in WGS84 degrees (Peninsular and East Malaysia with their
 * islands): a station outside it is almost certainly a typing mistake (swapped or wrong sign).
 */
export const MALAYSIA_BOUNDS = { west: 99, east: 120, south: 0.5, north: 7.5 } as const;

/** Station ids: letters and digits, 3 to 20 (the department's ids such as `CA01R`). */
export const STATION_ID = /^[A-Za-z0-9]{3,20}$/;

/** One problem with a station's fields: the field it is about and a locale key for its message. */
export interface StationIssue {
  readonly path: string;
  readonly messageKey: string;
}

export interface StationFacts {
  readonly module: ModuleCode;
  readonly longitude: number | null;
  readonly latitude: number | null;
  readonly locationType: LocationType | null;
  readonly targetClass: string | null;
}

/** The target water-quality classes of a module's stations: NWQS I–V for river, 1, 2, 3, E for marine. */
export function targetClassesOf(module: ModuleCode): readonly string[] {
  const { medium } = MODULES[module];
  if (medium === 'river') return RIVER_CLASSES;
  if (medium === 'marine') return MARINE_CRITERIA_CLASSES;
  return [];
}

function coordinateIssues(longitude: number | null, latitude: number | null): StationIssue[] {
  if (longitude === null && latitude === null) return [];
  if (longitude === null)
    return [{ path: 'longitude', messageKey: 'inventory:errors.coordinatePair' }];
  if (latitude === null)
    return [{ path: 'latitude', messageKey: 'inventory:errors.coordinatePair' }];
  // The messages name the bounds; keep `inventory:errors.*Outside` in step with MALAYSIA_BOUNDS.
  const issues: StationIssue[] = [];
  const { west, east, south, north } = MALAYSIA_BOUNDS;
  if (longitude < west || longitude > east)
    issues.push({ path: 'longitude', messageKey: 'inventory:errors.longitudeOutside' });
  if (latitude < south || latitude > north)
    issues.push({ path: 'latitude', messageKey: 'inventory:errors.latitudeOutside' });
  return issues;
}

/**
 * The rules that join a station's fields: coordinates come in pairs and lie in Malaysia, only
 * marine stations have a location type, and the target class fits the station's medium.
 */
export function stationIssues(station: StationFacts): StationIssue[] {
  const issues = coordinateIssues(station.longitude, station.latitude);
  const { medium } = MODULES[station.module];
  if (station.locationType !== null && medium !== 'marine') {
    issues.push({ path: 'locationType', messageKey: 'inventory:errors.locationTypeMarineOnly' });
  }
  if (
    station.targetClass !== null &&
    !targetClassesOf(station.module).includes(station.targetClass)
  ) {
    issues.push({ path: 'targetClass', messageKey: `inventory:errors.targetClass.${medium}` });
  }
  return issues;
}
