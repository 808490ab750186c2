import { expect, it } from 'vitest';

/**
 * One test per row of a class table: `classify(value)` answers the row's class. `title` formats
 * the value and the class of each row (`100 → CLEAN` by default).
 */
export function itClassifies<V, C>(
  classify: (value: V) => C,
  rows: [V, C][],
  title = '%s → %s',
): void {
  it.each(rows)(title, (value, expected) => {
    expect(classify(value)).toBe(expected);
  });
}
