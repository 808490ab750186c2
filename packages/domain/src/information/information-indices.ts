/** The public information pages (spec §2 `/information/apims`, `/rqims`, `/mqims`), one per index. */
export const INFORMATION_INDICES = ['apims', 'rqims', 'mqims'] as const;
export type InformationIndex = (typeof INFORMATION_INDICES)[number];
