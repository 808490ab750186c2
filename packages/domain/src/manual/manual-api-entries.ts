import { manualDocumentParams, manualDocumentQuery } from '../contracts/manual.js';
import type { ApiDef } from '../routes/api-def.js';

/** API entries of the user manual, spread into `API` with one line: any signed-in user may read it. */
export const MANUAL_API_ENTRIES = {
  manualDocument: {
    method: 'GET',
    url: '/api2/manual/:language/:document',
    access: 'session',
    params: manualDocumentParams,
    query: manualDocumentQuery,
  },
} as const satisfies Record<string, ApiDef>;
