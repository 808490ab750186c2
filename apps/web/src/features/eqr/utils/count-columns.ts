import type { TableColumnsType } from 'antd';

/** One right-aligned column per class, titled `title(class)`: how many of it each row counts. */
export function countColumns<R extends { counts: Partial<Record<string, number>> }>(
  classes: readonly string[],
  title: (c: string) => string,
): TableColumnsType<R> {
  return classes.map((c) => ({
    title: title(c),
    key: c,
    align: 'right' as const,
    render: (_: unknown, r: R) => r.counts[c] ?? 0,
  }));
}
