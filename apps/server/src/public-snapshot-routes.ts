import { SIGNAGE_CACHE_SECONDS } from '@eqmp/domain';
import { PUBLIC_DOWNLOAD_CACHE, type SnapshotRoute } from './plugins/public-snapshots.js';

/**
 * The public answers served from in-process snapshots (`plugins/public-snapshots.ts`): the public
 * air map, the river and marine pages, a station's last 24 hours and yearly download, the
 * signage screens and the information pages' standards. Nothing in them is personal or for officers only (public fields of active
 * stations of the public modules; no SOJ station).
 */
export const PUBLIC_SNAPSHOT_ROUTES: readonly SnapshotRoute[] = [
  { api: 'publicAirStations' },
  { api: 'publicWaterStations' },
  { api: 'publicAirLast24h', byStation: true },
  {
    api: 'publicStationHistory',
    byStation: true,
    // Its column headings and the provisional/approved column are in the caller's language.
    byLanguage: true,
    cacheControl: PUBLIC_DOWNLOAD_CACHE,
  },
  // The information pages' standards in force: they change with a new standard, not with values
  // (a snapshot lives a minute); their own five minutes' caching is kept.
  { api: 'informationIndex', cacheControl: 'public, max-age=300' },
  {
    api: 'publicSignage',
    cacheControl: `public, max-age=${SIGNAGE_CACHE_SECONDS}, stale-while-revalidate=300`,
  },
];
