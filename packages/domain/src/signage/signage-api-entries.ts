import { signageParams, signageQuery, signageResponse } from '../contracts/signage.js';
import type { ApiDef } from '../routes/api-def.js';

/** A signage screen's one call: a medium's stations in a place (cached, rate-limited). */
export const SIGNAGE_API_ENTRIES = {
  publicSignage: {
    method: 'GET',
    url: '/api2/public/signage/:medium',
    access: 'public',
    params: signageParams,
    query: signageQuery,
    response: signageResponse,
  },
} as const satisfies Record<string, ApiDef>;
