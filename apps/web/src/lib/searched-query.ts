import type { API, ApiAnswer, ApiInput, ApiName } from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client';

/** The entries that need no input beyond the address's query text. */
type SearchName = {
  [K in ApiName]: Record<never, never> extends ApiInput<(typeof API)[K]> ? K : never;
}[ApiName];

type SearchCall<N extends SearchName> = (
  name: N,
  input: { search: string },
) => Promise<ApiAnswer<(typeof API)[N]>>;

/**
 * The query options of a list whose paging and filters live in the page's address: keyed by the
 * feature's scope, the list's name and the address's query text, which the call passes on as is.
 * `refetchInterval` (ms) keeps a list fresh whose rows keep arriving.
 */
export const searchedQuery =
  <N extends SearchName>(
    scope: readonly string[],
    list: string,
    name: N,
    options: { readonly refetchInterval?: number } = {},
  ) =>
  (query: string) =>
    queryOptions({
      queryKey: [...scope, list, query],
      queryFn: () => (callApi as SearchCall<N>)(name, { search: query }),
      ...options,
    });
