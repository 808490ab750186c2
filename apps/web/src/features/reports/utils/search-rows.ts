/**
 * One page of report rows after the table's search: a row matches when any cell's text contains
 * the search text, ignoring case. Reports are aggregated on the server, so their rows fit here.
 */
export function searchRows<T extends Record<string, unknown>>(
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
            v !== null &&
            v !== undefined &&
            (typeof v === 'string' ? v : JSON.stringify(v)).toLowerCase().includes(needle),
        ),
      )
    : [...rows];
  return { items: found.slice((page - 1) * pageSize, page * pageSize), total: found.length };
}
