import { readingItem } from '@eqmp/domain';

/** A timestamp further ahead than this is a clock error, not a measurement (QUALITY.md). */
export const MAX_FUTURE_MS = 10 * 60_000;

export interface GoodItem {
  readonly index: number;
  readonly parameter: string;
  readonly ts: number;
  readonly value: number | null;
  readonly flag: string | null;
}

export type ItemProblem = 'shape' | 'timestamp' | 'future' | 'parameter' | 'repeated';

/**
 * Sorts a batch into usable items and problems, item by item, so one bad reading never costs
 * the good ones. `measured` is what the station measures.
 */
export function validateItems(
  items: readonly unknown[],
  measured: ReadonlySet<string>,
  now: number,
) {
  const good: GoodItem[] = [];
  const problems: { index: number; problem: ItemProblem; detail?: string }[] = [];
  const seen = new Set<string>();
  items.forEach((raw, index) => {
    const parsed = readingItem.safeParse(raw);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') ?? '';
      problems.push({ index, problem: field === 'ts' ? 'timestamp' : 'shape', detail: field });
      return;
    }
    const { parameter, value, flag } = parsed.data;
    const ts = Date.parse(parsed.data.ts);
    if (Number.isNaN(ts)) return void problems.push({ index, problem: 'timestamp', detail: 'ts' });
    if (ts > now + MAX_FUTURE_MS) return void problems.push({ index, problem: 'future' });
    if (!measured.has(parameter))
      return void problems.push({ index, problem: 'parameter', detail: parameter });
    const key = `${parameter}|${ts}`;
    if (seen.has(key)) return void problems.push({ index, problem: 'repeated' });
    seen.add(key);
    good.push({ index, parameter, ts, value, flag: flag ?? null });
  });
  return { good, problems };
}
