import { queryOptions } from '@tanstack/react-query';
import { API_BASE, callApi } from '../../../lib/api-client';

/** The open data layers (OGC API – Features collections), titled in the caller's language. */
export const openDataCollectionsQuery = (language: string) =>
  queryOptions({
    queryKey: ['public', 'open-data', 'collections', language],
    queryFn: () => callApi('ogcCollections', {}, { token: null }),
    staleTime: 60_000,
  });

/** The bulk downloads: a gzipped CSV per public station and year, and per programme and year. */
export const openDataFilesQuery = (language: string) =>
  queryOptions({
    queryKey: ['public', 'open-data', 'files', language],
    queryFn: () => callApi('openDataFiles', {}, { token: null }),
    staleTime: 60_000,
  });

/** The absolute address of a service root, as a GIS tool needs it. */
export function serviceUrl(path: string): string {
  return `${API_BASE || window.location.origin}${path}`;
}
