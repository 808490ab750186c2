import { SYSTEM_ADMIN_ONLY } from '../access/functions.js';
import type { ApiDef } from '../routes/api-def.js';
import {
  tarballVersionBody,
  tarballVersionItem,
  tarballVersionsResponse,
} from '../contracts/tarball-classes.js';

/**
 * The tar-ball classes as versioned data (System Admin, audited), beside the other standards on
 * the standards page. Spread into `API` with one line.
 */
export const TARBALL_API_ENTRIES = {
  adminTarballClasses: {
    method: 'GET',
    url: '/api2/admin/standards/tarball',
    access: SYSTEM_ADMIN_ONLY,
    response: tarballVersionsResponse,
  },
  adminAddTarballVersion: {
    method: 'POST',
    url: '/api2/admin/standards/tarball',
    access: SYSTEM_ADMIN_ONLY,
    body: tarballVersionBody,
    response: tarballVersionItem,
    status: 201,
  },
} as const satisfies Record<string, ApiDef>;
