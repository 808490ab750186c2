import type { ApiDef } from '../routes/api-def.js';
import { devStatusResponse } from '../contracts/dev.js';

/** The spec §2 role of the developer status page `/dev/serasi/local`. */
export const CLOSE_PAGE_ROLE = 'Close Page';

/** API entries of the developer pages, spread into `API` with one line. */
export const DEV_API_ENTRIES = {
  devStatus: {
    method: 'GET',
    url: '/api2/dev/status',
    access: { anyOf: [CLOSE_PAGE_ROLE] },
    response: devStatusResponse,
  },
} as const satisfies Record<string, ApiDef>;

/**
 * The developer pages (spec §2 "Other role-free pages"): the status page, which carries the role
 * 'Close Page', and `/quasar`, the portal's design system. Personal developer paths are not built:
 * any other path under `/dev/` is the not-found page.
 */
export const DEV_PAGES = [
  {
    id: 'devStatus',
    path: '/dev/serasi/local',
    access: { anyOf: [CLOSE_PAGE_ROLE] },
    titleKey: 'dev:status.title',
  },
  { id: 'designSystem', path: '/quasar', access: 'public', titleKey: 'dev:design.title' },
] as const;
