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
  const needle = search.trim().toLowerCase();
  const found = needle
    ? rows.filter((row) =>
        Object.values(row).some(
          (v) =>
            (typeof v === 'string' || typeof v === 'number') &&
            String(v).toLowerCase().includes(needle),
        ),
      )
    : [...rows];
  return { items: found.slice((page - 1) * pageSize, page * pageSize), total: found.length };
}
