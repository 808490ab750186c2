import type { ApiDef } from '../routes/api-def.js';
import { informationParams, informationResponse } from '../contracts/public.js';
import { INFORMATION_INDICES, type InformationIndex } from './information-indices.js';

/** The standards in force behind each index, for the public information pages (cached, rate-limited). */
export const INFORMATION_API_ENTRIES = {
  informationIndex: {
    method: 'GET',
    url: '/api2/public/information/:index',
    access: 'public',
    params: informationParams,
    response: informationResponse,
  },
} as const satisfies Record<string, ApiDef>;

export function informationPages() {
  return INFORMATION_INDICES.map((index) => ({
    id: `information${index[0]!.toUpperCase()}${index.slice(1)}` as `information${Capitalize<InformationIndex>}`,
    path: `/information/${index}`,
    access: 'public' as const,
    titleKey: `information:${index}.title`,
  }));
}
