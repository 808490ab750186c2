import { searchFields, type PageRequest } from '../../../lib/search-page';

/**
 * One page of report rows after the table's search: a row matches when any cell's text contains
 * the search text, ignoring case. Reports are aggregated on the server, so their rows fit here.
 */
export function searchRows<T extends Record<string, unknown>>(
  rows: readonly T[],
  request: PageRequest,
) {
  return searchFields(rows, request, (v) =>
    v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v),
  );
}
