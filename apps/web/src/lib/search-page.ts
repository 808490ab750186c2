/** What a page of rows is asked for: the search box's text, the page and the rows per page. */
export interface PageRequest {
  readonly search: string;
  readonly page: number;
  readonly pageSize: number;
}

/**
 * One page of rows already in the browser after a table's search box: a row matches when any of
 * its searched texts (`texts`, null for one not searched) contains the search text, ignoring case.
 */
export function searchPage<T>(
  rows: readonly T[],
  { search, page, pageSize }: PageRequest,
  texts: (row: T) => readonly (string | null)[],
): { items: T[]; total: number } {
  const needle = search.trim().toLowerCase();
  const found = needle
    ? rows.filter((row) => texts(row).some((s) => s?.toLowerCase().includes(needle) ?? false))
    : [...rows];
  return { items: found.slice((page - 1) * pageSize, page * pageSize), total: found.length };
}

/**
 * One page of rows after a table's search box, where every field of a row is searched: `text`
 * writes a field's value as the text searched, or null for a value not searched.
 */
export function searchFields<T extends object>(
  rows: readonly T[],
  request: PageRequest,
  text: (value: unknown) => string | null,
): { items: T[]; total: number } {
  return searchPage(rows, request, (row) => Object.values(row).map(text));
}
