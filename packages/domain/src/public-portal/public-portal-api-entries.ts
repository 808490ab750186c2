import {
  publicAirLast24hParams,
  publicAirLast24hResponse,
  publicHistoryParams,
  publicWaterParams,
  publicWaterResponse,
} from '../contracts/public.js';
import type { ApiDef } from '../routes/api-def.js';

/**
 * The public portal's own answers (cached, rate-limited): a public air station's last 24 hours,
 * a public station's year of values as CSV (a file: no JSON answer), and the latest class per
 * station of a water medium, public fields only.
 */
export const PUBLIC_PORTAL_API_ENTRIES = {
  publicAirLast24h: {
    method: 'GET',
    url: '/api2/public/air/stations/:stationId/last24h',
    access: 'public',
    params: publicAirLast24hParams,
    response: publicAirLast24hResponse,
  },
  publicStationHistory: {
    method: 'GET',
    url: '/api2/public/stations/:stationId/history/:year',
    access: 'public',
    params: publicHistoryParams,
  },
  publicWaterStations: {
    method: 'GET',
    url: '/api2/public/water/:medium/stations',
    access: 'public',
    params: publicWaterParams,
    response: publicWaterResponse,
  },
} as const satisfies Record<string, ApiDef>;
