/**
 * Public signage screens (spec §1 "public signage views"): one full-screen page per medium for a
 * screen in a lobby or a town square, the place chosen by the URL, e.g.
 * `/signage/air?state=Selangor`, `/signage/river?region=TGH`, `/signage/marine?station=MM01,MM02`,
 * with `theme=dark|light`, `rotate=<seconds per station>` and `stale=<minutes before the banner>`.
 */
export const SIGNAGE_MEDIA = ['air', 'river', 'marine'] as const;
export type SignageMedium = (typeof SIGNAGE_MEDIA)[number];

/** The modules whose active stations each screen shows (the public portal's stations). */
export const SIGNAGE_MODULES = {
  air: ['CAQM'],
  river: ['CRWQM', 'MRWQM'],
  marine: ['CMWQM', 'MMWQM'],
} as const;

/** One answer per screen and minute: cached by browsers, proxies and the server for a minute. */
export const SIGNAGE_CACHE_SECONDS = 60;
/** Answers per minute one address may ask for (one screen asks once a minute). */
export const SIGNAGE_RATE_LIMIT = 60;
/** Stations one screen may list by id. */
export const SIGNAGE_MAX_STATIONS = 20;

/** The three screens, one per medium; they use the full-screen layout (no header, no menu). */
export const SIGNAGE_PAGES = SIGNAGE_MEDIA.map((medium) => ({
  id: `signage${capitalised(medium)}` as const,
  path: `/signage/${medium}` as const,
  access: 'public' as const,
  titleKey: `signage:title.${medium}` as const,
}));

/** `air` → `Air`. */
function capitalised<T extends string>(text: T): Capitalize<T> {
  return (text.charAt(0).toUpperCase() + text.slice(1)) as Capitalize<T>;
}
