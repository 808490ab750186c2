import type { ModuleCode } from '../modules.js';
import { API, type ApiName } from './api.js';
import type { ModuleApiPrefix } from './module-api-entries.js';

type PathValue = string | number;
type QueryValue = PathValue | boolean | null | undefined | readonly PathValue[];

/**
 * The path of an API entry with its `:params` filled in (each encoded) and an optional query
 * string. Both apps build every call's URL through this one function, so a route's URL lives
 * only in the `API` table.
 */
export function apiPath(
  name: ApiName,
  params: Readonly<Record<string, PathValue>> = {},
  query: Readonly<Record<string, QueryValue>> = {},
): string {
  const path = API[name].url.replace(
    /:([A-Za-z]\w*)|\*/g,
    (whole: string, key: string | undefined) => {
      const value = key === undefined ? params['*'] : params[key];
      if (value === undefined) throw new Error(`apiPath(${name}): missing parameter ${key ?? '*'}`);
      return key === undefined
        ? String(value).split('/').map(encodeURIComponent).join('/')
        : encodeURIComponent(String(value));
    },
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The name of a per-module API entry, e.g. `moduleApiName('query', 'CAQM')` is `queryCAQM`. */
export function moduleApiName(prefix: ModuleApiPrefix, module: ModuleCode): ApiName {
  const name = `${prefix}${module}`;
  if (!(name in API)) throw new Error(`No ${prefix} API entry for ${module}`);
  return name as ApiName;
}
