/** The public information pages (spec §2 `/information/apims`, `/rqims`, `/mqims`). */
export const INFORMATION_INDICES = ['apims', 'rqims', 'mqims'] as const;
export type InformationIndex = (typeof INFORMATION_INDICES)[number];

/** The standards in force behind each index, for the public information pages (cached, rate-limited). */
export const INFORMATION_API_ENTRIES = {
  informationIndex: { method: 'GET', url: '/api2/public/information/:index', access: 'public' },
} as const;

export function informationPages() {
  return INFORMATION_INDICES.map((index) => ({
    id: `information${index[0]!.toUpperCase()}${index.slice(1)}` as `information${Capitalize<InformationIndex>}`,
    path: `/information/${index}`,
    access: 'public' as const,
    titleKey: `information:${index}.title`,
  }));
}
