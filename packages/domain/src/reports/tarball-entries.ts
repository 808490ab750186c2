import type { TopLevelRole } from '../access/functions.js';
import type { ApiDef } from '../routes/api-def.js';

const ADMIN = { anyOf: ['System Admin' satisfies TopLevelRole] };

/**
 * The tar-ball classes as versioned data (System Admin, audited), beside the other standards on
 * the standards page. Spread into `API` with one line.
 */
export const TARBALL_API_ENTRIES = {
  adminTarballClasses: { method: 'GET', url: '/api2/admin/standards/tarball', access: ADMIN },
  adminAddTarballVersion: {
    method: 'POST',
    url: '/api2/admin/standards/tarball',
    access: ADMIN,
  },
} as const satisfies Record<string, ApiDef>;
