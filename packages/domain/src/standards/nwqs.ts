import type { LimitRow } from './limits.js';

/** National Water Quality Standards classes for rivers (NWQS), best first. */
export const NWQS_CLASSES = ['I', 'IIA', 'IIB', 'III', 'IV', 'V'] as const;
export type NwqsClass = (typeof NWQS_CLASSES)[number];

/**
 * A published cell: a maximum, a [min, max] range, a minimum `{ min }`, or null where the table
 * has no limit ("–", or "> x" in class V, which only says the class starts beyond class IV).
 */
type Cell = number | readonly [number, number] | { readonly min: number } | null;
type Line = readonly [
  parameter: string,
  unit: string,
  cells: readonly [Cell, Cell, Cell, Cell, Cell, Cell],
];

/**
 * Main NWQS parameters, classes I / IIA / IIB / III / IV / V, as reconstructed in
 * design/INDICES.md §3 from DOE's table. Choices where the table reads loosely:
 * - DO (mg/L) is a minimum: 7 / 5–7 / 5–7 / 3–5 / < 3 / < 1. Class IV "< 3" gives no minimum,
 *   so IV takes 1 (below 1 is class V); class V has none.
 * - TSS is published as 300 for both IV and V; kept as published.
 */
const TABLE: readonly Line[] = [
  ['NH3N', 'mg/L', [0.1, 0.3, 0.3, 0.9, 2.7, null]],
  ['BOD', 'mg/L', [1, 3, 3, 6, 12, null]],
  ['COD', 'mg/L', [10, 25, 25, 50, 100, null]],
  ['DO', 'mg/L', [{ min: 7 }, { min: 5 }, { min: 5 }, { min: 3 }, { min: 1 }, null]],
  ['PH', 'pH', [[6.5, 8.5], [6, 9], [6, 9], [5, 9], [5, 9], null]],
  ['TSS', 'mg/L', [25, 50, 50, 150, 300, 300]],
  ['TURBIDITY', 'NTU', [5, 50, 50, null, null, null]],
  ['FC', 'count/100mL', [10, 100, 400, 5000, 5000, null]],
  ['TC', 'count/100mL', [100, 5000, 5000, 50000, 50000, null]],
];

/**
 * The table has no published effective date; the epoch makes it apply to all stored data until
 * an admin adds a dated version.
 */
const EFFECTIVE_FROM = '1970-01-01';
const SOURCE =
  'DOE Malaysia, National Water Quality Standards for Malaysia (main parameters, ' +
  "from the Department's published table)";

function bounds(cell: Exclude<Cell, null>): { min: number | null; max: number | null } {
  if (typeof cell === 'number') return { min: null, max: cell };
  if ('min' in cell) return { min: cell.min, max: null };
  return { min: cell[0], max: cell[1] };
}

/** Seed rows: one per parameter × class that has a limit. Units per row. */
export const NWQS_SEED: readonly LimitRow[] = TABLE.flatMap(([parameter, unit, cells]) =>
  NWQS_CLASSES.flatMap((stationClass, i) => {
    const cell = cells[i];
    if (cell === null || cell === undefined) return [];
    return [
      {
        id: `nwqs-${parameter.toLowerCase()}-${stationClass.toLowerCase()}`,
        version: 'NWQS',
        effectiveFrom: EFFECTIVE_FROM,
        source: SOURCE,
        confidence: 'UNVERIFIED' as const,
        scheme: 'NWQS' as const,
        parameter,
        stationClass,
        unit,
        ...bounds(cell),
      },
    ];
  }),
);
