import type { ApiDef } from '../routes/api-def.js';
import { homeResponse } from '../contracts/home.js';

/**
 * The API entries of Home (`/Main`): one answer with what needs the signed-in user today and the
 * national status. Any signed-in user may ask; the answer holds only what their roles allow.
 */
export const HOME_API_ENTRIES = {
  home: { method: 'GET', url: '/api2/home', access: 'session', response: homeResponse },
} as const satisfies Record<string, ApiDef>;
