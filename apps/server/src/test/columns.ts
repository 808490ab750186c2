/** Each row as the list of its values under `keys`, in that order: a table to compare with `toEqual`. */
export function columns<K extends string>(
  rows: readonly Partial<Record<K, unknown>>[],
  ...keys: K[]
): unknown[][] {
  return rows.map((row) => keys.map((key) => row[key]));
}
