import { SIGNAGE_CACHE_SECONDS } from '@eqmp/domain';
import { PUBLIC_DOWNLOAD_CACHE, type SnapshotRoute } from './plugins/public-snapshots.js';

/**
 * The public answers served from in-process snapshots (`plugins/public-snapshots.ts`): the public
 * air map, the river and marine pages, a station's last 24 hours and yearly download, and the
 * signage screens. Nothing in them is personal or for officers only (public fields of active
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
  {
    api: 'publicSignage',
    cacheControl: `public, max-age=${SIGNAGE_CACHE_SECONDS}, stale-while-revalidate=300`,
  },
];
