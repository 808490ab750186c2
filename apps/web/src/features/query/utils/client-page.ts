import { fieldTexts, searchPage } from '../../../lib/search-page';

/**
 * One page of rows already in the browser after the table's search box: a row matches when any
 * of its text or number fields contains the search text, ignoring case.
 */
export function clientPage<T extends object>(
  rows: readonly T[],
  search: string,
  page: number,
  pageSize: number,
): { items: T[]; total: number } {
  return searchPage(
    rows,
    { search, page, pageSize },
    fieldTexts((v) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null)),
  );
}
