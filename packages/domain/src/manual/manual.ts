/**
 * The documents of the user manual (spec §2 `/eqmp/app/user_manual`), one per area of daily work,
 * in the order the page lists them. Each is written in Markdown under
 * `docs/manual/<language>/<id>.md` and built into a PDF at build time; together they name every
 * page of `PAGES` by its address (`apps/server/src/modules/manual/manual-pages.test.ts`).
 */
export const MANUAL_DOCUMENTS = [
  'getting-started',
  'continuous-data',
  'manual-programmes',
  'mobile-and-investigative',
  'straits-of-johor',
  'records',
  'alerts',
  'maps-and-reports',
  'documents-and-reporting',
  'system-administration',
  'public-portal',
] as const;
export type ManualDocument = (typeof MANUAL_DOCUMENTS)[number];
export const MANUAL_LANGUAGES = ['en', 'ms'] as const;
export type ManualLanguage = (typeof MANUAL_LANGUAGES)[number];

/** The user manual page, role-free for signed-in users, under Help in the side menu. */
export const MANUAL_PAGES = [
  {
    id: 'userManual',
    path: '/eqmp/app/user_manual',
    access: 'session',
    titleKey: 'manual:title',
    menu: { section: 'help', order: 20 },
  },
] as const;
