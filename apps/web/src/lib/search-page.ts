/**
 * One page of rows already in the browser after a table's search box: a row matches when the
 * text of any of its fields (`text`, null for a field that is not searched) contains the search
 * text, ignoring case.
 */
export function searchPage<T extends object>(
  rows: readonly T[],
  { search, page, pageSize }: { search: string; page: number; pageSize: number },
  text: (value: unknown) => string | null,
): { items: T[]; total: number } {
  const needle = search.trim().toLowerCase();
  const found = needle
    ? rows.filter((row) =>
        Object.values(row).some((v) => text(v)?.toLowerCase().includes(needle) ?? false),
      )
    : [...rows];
  return { items: found.slice((page - 1) * pageSize, page * pageSize), total: found.length };
}
