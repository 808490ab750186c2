/**
 * Frequency table (spec §2 query options): the values of one parameter counted in classes.
 *
 * Classes are [e0, e1), [e1, e2), …, [e_{n−1}, e_n]: lower edge included, the last class also
 * includes its upper edge, so a value equal to the largest edge is counted and nothing is counted
 * twice. Values below e0 or above e_n (possible only with chosen edges) are counted apart.
 */

/** Default and largest number of classes. */
export const DEFAULT_FREQUENCY_CLASSES = 10;
export const MAX_FREQUENCY_CLASSES = 50;

/** Where a value falls: a class index 0…n−1, or below/above the edges, or missing. */
export type FrequencyBin = number | 'below' | 'above' | 'missing';

/** The class of a value on ascending `edges` (n + 1 edges make n classes). */
export function frequencyBin(
  value: number | null | undefined,
  edges: readonly number[],
): FrequencyBin {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'missing';
  const last = edges.length - 1;
  if (value < edges[0]!) return 'below';
  if (value > edges[last]!) return 'above';
  if (value === edges[last]) return last - 1;
  let index = 0;
  while (index + 1 < last && value >= edges[index + 1]!) index++;
  return index;
}

/** A step of 1, 2, 2.5 or 5 × 10^k that is at least `raw`. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= raw - 1e-12)! * power;
  return Number(step.toPrecision(12));
}

/**
 * About `count` classes of a round width covering [min, max]. Edges are multiples of the width,
 * so they read well (0, 5, 10 … rather than 0.37, 5.12 …). A single value gets one class of width 1.
 */
export function frequencyEdges(
  min: number,
  max: number,
  count: number = DEFAULT_FREQUENCY_CLASSES,
): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || max < min) return [];
  if (max === min) return [min, min + 1];
  const step = niceStep((max - min) / Math.max(1, count));
  const start = Math.floor(min / step) * step;
  const edges = [Number(start.toPrecision(12))];
  while (edges[edges.length - 1]! < max)
    edges.push(Number((start + edges.length * step).toPrecision(12)));
  return edges;
}

/** True when chosen edges make at least one class and ascend strictly. */
export function isValidFrequencyEdges(edges: readonly number[]): boolean {
  return (
    edges.length >= 2 &&
    edges.length <= MAX_FREQUENCY_CLASSES + 1 &&
    edges.every((e, i) => Number.isFinite(e) && (i === 0 || e > edges[i - 1]!))
  );
}

export interface FrequencyRow {
  readonly from: number;
  readonly to: number;
  readonly count: number;
  /** Share of the counted values (below and above included), two decimals. */
  readonly percent: number;
  readonly cumulativePercent: number;
}

export interface FrequencyTable {
  readonly rows: FrequencyRow[];
  readonly below: number;
  readonly above: number;
  /** Values counted: in classes, below and above. */
  readonly total: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The table from counts per class index (`counts[i]` for class i) and the outside counts.
 * Percentages are of every counted value, the cumulative one runs from the lowest class.
 */
export function frequencyTable(
  edges: readonly number[],
  counts: readonly number[],
  below = 0,
  above = 0,
): FrequencyTable {
  const classes = edges.length - 1;
  const total = below + above + counts.reduce((a, b) => a + b, 0);
  let running = below;
  const rows = Array.from({ length: Math.max(0, classes) }, (_, i) => {
    const count = counts[i] ?? 0;
    running += count;
    return {
      from: edges[i]!,
      to: edges[i + 1]!,
      count,
      percent: total === 0 ? 0 : round2((100 * count) / total),
      cumulativePercent: total === 0 ? 0 : round2((100 * running) / total),
    };
  });
  return { rows, below, above, total };
}
