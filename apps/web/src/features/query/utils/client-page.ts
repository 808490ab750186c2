import { searchFields, type PageRequest } from '../../../lib/search-page';

/**
 * One page of rows already in the browser after the table's search box: a row matches when any
 * of its text or number fields contains the search text, ignoring case.
 */
export function clientPage<T extends object>(rows: readonly T[], request: PageRequest) {
  return searchFields(rows, request, (v) =>
    typeof v === 'string' || typeof v === 'number' ? String(v) : null,
  );
}
