import { searchPage } from '../../../lib/search-page';

/**
 * One page of rows already in the browser, after the table's search: a row matches when any of
 * the given fields contains the text, ignoring case.
 */
export function searchAndPage<T>(
  rows: readonly T[],
  fields: readonly ((row: T) => string | null)[],
  search: string,
  page: number,
  pageSize: number,
): { items: T[]; total: number } {
  return searchPage(rows, { search, page, pageSize }, (row) => fields.map((field) => field(row)));
}

/** A bucket as a short, language-neutral label: `2026-01-15` → `15/01`, `2026-01` → `01/2026`. */
export function bucketLabel(bucket: string): string {
  const [year, month, day] = bucket.split('-');
  return day ? `${day}/${month}` : `${month}/${year}`;
}
