import { dmyToIso } from '../time/dates.js';
import { localDayStart } from '../time/kuala-lumpur.js';
import { roundTimeToHalfHour } from '../time/rounding.js';
import { insidePeriod, type DeploymentPeriod } from './deployment-rules.js';
import { DAY_MS } from '../time/units.js';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One row of readings as typed on the form or read from a file: a local date and time, values per parameter. */
export interface ReadingRowInput {
  /** `DD/MM/YYYY` (spec §5), or ISO `YYYY-MM-DD`. */
  readonly date: string;
  /** `HH:MM` or `HH:MM:SS` (spec §5 time rules); rounded to :00 or :30. */
  readonly time: string;
  /** Parameter code → value; empty text or null means "not measured at this time". */
  readonly values: Readonly<Record<string, number | string | null>>;
}

/** Why a row cannot be used; the text is `mobile:row.<key>` with `detail` as `{detail}`. */
export const ROW_PROBLEM_KEYS = [
  'date',
  'time',
  'outside',
  'future',
  'parameter',
  'value',
  'empty',
  'repeated',
] as const;
export type RowProblemKey = (typeof ROW_PROBLEM_KEYS)[number];

export interface RowProblem {
  /** 1-based row number as the user sees it (the file's line, or the form's row). */
  readonly row: number;
  readonly key: RowProblemKey;
  readonly detail?: string;
}

/** A usable row: its instant (rounded), whether rounding moved it, and its values. */
export interface GoodRow {
  readonly row: number;
  readonly ts: number;
  /** The typed time differed from the stored one (e.g. 10:10 → 10:00). */
  readonly rounded: boolean;
  readonly values: Readonly<Record<string, number>>;
}

/** Local date and time text → the instant, with the spec §5 rules; or the part that is wrong. */
export function readingInstant(
  date: string,
  time: string,
): { ok: true; ts: number; rounded: boolean } | { ok: false; key: 'date' | 'time' } {
  const text = date.trim();
  const day = ISO_DAY.test(text) ? { ok: true as const, value: text } : dmyToIso(text);
  let start: number;
  try {
    if (!day.ok) return { ok: false, key: 'date' };
    start = localDayStart(day.value).getTime();
  } catch {
    return { ok: false, key: 'date' };
  }
  const typed = time.trim();
  const rounded = roundTimeToHalfHour(typed);
  if (!rounded.ok) return { ok: false, key: 'time' };
  const [hh, mm] = rounded.value.time.split(':').map(Number) as [number, number];
  const ts = start + rounded.value.dayOffset * DAY_MS + (hh * 60 + mm) * 60_000;
  const normalised = typed.length === 5 ? `${typed}:00` : typed.slice(0, 8);
  return { ok: true, ts, rounded: normalised !== rounded.value.time };
}

/** A value cell: a finite number (text with a decimal point is accepted), or absent. */
function valueOf(cell: number | string | null | undefined): number | null | 'bad' {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : 'bad';
  const text = cell.trim();
  if (text === '') return null;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return 'bad';
  return Number(text);
}

/**
 * Sorts rows of one deployment into usable rows and problems, row by row, so a bad row never
 * costs the good ones: date and time by the spec §5 rules (rounded to :00/:30), inside the
 * deployment's period, not in the future, only parameters the unit measures, numbers only, at
 * least one value, one row per (rounded) time.
 */
export function sortReadingRows(
  rows: readonly (ReadingRowInput & { readonly row: number })[],
  context: {
    readonly period: DeploymentPeriod;
    readonly measured: ReadonlySet<string>;
    readonly now: number;
  },
): { good: GoodRow[]; problems: RowProblem[] } {
  const good: GoodRow[] = [];
  const problems: RowProblem[] = [];
  const seen = new Map<number, number>();
  for (const input of rows) {
    const fail = (key: RowProblemKey, detail?: string) =>
      problems.push({ row: input.row, key, ...(detail === undefined ? {} : { detail }) });
    const instant = readingInstant(input.date, input.time);
    if (!instant.ok) {
      fail(instant.key, instant.key === 'date' ? input.date : input.time);
      continue;
    }
    if (instant.ts > context.now) {
      fail('future');
      continue;
    }
    if (!insidePeriod(instant.ts, context.period)) {
      fail('outside');
      continue;
    }
    const values: Record<string, number> = {};
    let problem: [RowProblemKey, string] | null = null;
    for (const [code, cell] of Object.entries(input.values)) {
      const value = valueOf(cell);
      if (value === null) continue;
      if (!context.measured.has(code)) problem ??= ['parameter', code];
      else if (value === 'bad') problem ??= ['value', code];
      else values[code] = value;
    }
    if (problem) {
      fail(...problem);
      continue;
    }
    if (Object.keys(values).length === 0) {
      fail('empty');
      continue;
    }
    const earlier = seen.get(instant.ts);
    if (earlier !== undefined) {
      fail('repeated', String(earlier));
      continue;
    }
    seen.set(instant.ts, input.row);
    good.push({ row: input.row, ts: instant.ts, rounded: instant.rounded, values });
  }
  return { good, problems };
}
