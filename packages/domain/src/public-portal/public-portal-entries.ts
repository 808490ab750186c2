/** The water media of the public portal: each shows its continuous and manual stations. */
export const PUBLIC_WATER_MEDIA = ['river', 'marine'] as const;
export type PublicWaterMedium = (typeof PUBLIC_WATER_MEDIA)[number];

/** The modules whose stations each public water page lists. */
export const PUBLIC_WATER_MODULES = {
  river: ['CRWQM', 'MRWQM'],
  marine: ['CMWQM', 'MMWQM'],
} as const;

/** The public river and marine pages, beside the public air map. */
export const PUBLIC_PORTAL_PAGES = [
  {
    id: 'publicRiver',
    path: '/public/river_quality',
    access: 'public',
    titleKey: 'public:water.river.title',
  },
  {
    id: 'publicMarine',
    path: '/public/marine_quality',
    access: 'public',
    titleKey: 'public:water.marine.title',
  },
] as const;

/** The modules whose stations' history the public may download (the public pages' stations). */
export const PUBLIC_HISTORY_MODULES = [
  'CAQM',
  ...PUBLIC_WATER_MODULES.river,
  ...PUBLIC_WATER_MODULES.marine,
] as const;
