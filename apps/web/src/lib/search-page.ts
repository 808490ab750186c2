/**
 * One page of rows already in the browser after a table's search box: a row matches when any of
 * its searched texts (`texts`, null for one not searched) contains the search text, ignoring case.
 */
export function searchPage<T>(
  rows: readonly T[],
  { search, page, pageSize }: { search: string; page: number; pageSize: number },
  texts: (row: T) => readonly (string | null)[],
): { items: T[]; total: number } {
  const needle = search.trim().toLowerCase();
  const found = needle
    ? rows.filter((row) => texts(row).some((s) => s?.toLowerCase().includes(needle) ?? false))
    : [...rows];
  return { items: found.slice((page - 1) * pageSize, page * pageSize), total: found.length };
}

/** The searched texts of a row: the text (`text`) of each of its fields. */
export const fieldTexts =
  (text: (value: unknown) => string | null) =>
  (row: object): (string | null)[] =>
    Object.values(row).map(text);
