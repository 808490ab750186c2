import type { ModuleCode } from '../modules.js';
import { daysInMonth } from '../time/dates.js';

/** The manual programmes whose stations are visited to take samples. */
export const MANUAL_PROGRAMMES = [
  'MAQM',
  'MRWQM',
  'MMWQM',
] as const satisfies readonly ModuleCode[];
export type ManualProgramme = (typeof MANUAL_PROGRAMMES)[number];

/**
 * How often a programme samples each station, until sampling schedules are kept as data:
 * river and marine stations once a month (the monthly and triennial reports assume one sample a
 * month), manual air a 24-hour sample every 6 days (the DOE's 1-in-6-day high-volume cycle).
 */
export const MANUAL_VISIT_FREQUENCY: Readonly<
  Record<ManualProgramme, { readonly everyDays: number | null }>
> = {
  MAQM: { everyDays: 6 },
  MRWQM: { everyDays: null },
  MMWQM: { everyDays: null },
};

/**
 * Visits one station of `programme` owes in `month` (`YYYY-MM`): 1 for a monthly programme; for
 * an every-n-days programme the whole cycles in the month, floor(days / n), so a station kept
 * strictly on its cycle never shows a miss whatever day the cycle started (28 days: 4; 30 or
 * 31 days: 5).
 */
export function expectedVisits(programme: ManualProgramme, month: string): number {
  const every = MANUAL_VISIT_FREQUENCY[programme].everyDays;
  if (every === null) return 1;
  const [year, m] = month.split('-').map(Number) as [number, number];
  return Math.floor(daysInMonth(year, m) / every);
}

/** Where a month stands against now: over, under way, or still to come. */
export type MonthState = 'ended' | 'running' | 'future';

export interface VisitStatus {
  readonly expected: number;
  /** Visits made, counted up to what was expected (an extra visit does not make up another month). */
  readonly sampled: number;
  /** Visits still owed in a month under way. */
  readonly due: number;
  /** Visits owed in a month that has ended. */
  readonly missed: number;
}

/**
 * A station's month: of the `expected` visits, those `visits` made count as sampled; the rest
 * are due while the month runs and missed once it has ended. A month to come owes nothing yet.
 */
export function visitStatus(expected: number, visits: number, state: MonthState): VisitStatus {
  if (state === 'future') return { expected: 0, sampled: 0, due: 0, missed: 0 };
  const sampled = Math.min(visits, expected);
  const owed = expected - sampled;
  return {
    expected,
    sampled,
    due: state === 'running' ? owed : 0,
    missed: state === 'ended' ? owed : 0,
  };
}

/** Whether `month` (`YYYY-MM`) has ended, is under way or is to come, against `currentMonth`. */
export function monthState(month: string, currentMonth: string): MonthState {
  if (month < currentMonth) return 'ended';
  return month === currentMonth ? 'running' : 'future';
}

/** Every `YYYY-MM` from `from` to `to`, both included (empty when `to` is before `from`). */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  for (let key = from; key <= to;) {
    out.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
    key = `${year}-${String(month).padStart(2, '0')}`;
  }
  return out;
}

/** One station's visits in one month (what the visit ledger answers). */
export interface StationMonthVisits extends VisitStatus {
  readonly programme: ManualProgramme;
  readonly stationId: string;
  readonly stationName: string;
  readonly stateName: string | null;
  readonly month: string;
}

type Counts = { expected: number; sampled: number; due: number; missed: number };
const zero = (): Counts => ({ expected: 0, sampled: 0, due: 0, missed: 0 });
const add = (into: Counts, v: VisitStatus) => {
  into.expected += v.expected;
  into.sampled += v.sampled;
  into.due += v.due;
  into.missed += v.missed;
};
const byName = (a: string | null, b: string | null) =>
  a === null ? 1 : b === null ? -1 : a.localeCompare(b);

/**
 * The status of manual stations from their monthly ledger: per programme and state over the
 * whole period (with the stations counted), per programme and month, and the stations that
 * missed a visit with the months they missed.
 */
export function summariseVisits(ledger: readonly StationMonthVisits[]) {
  const rows = new Map<
    string,
    Counts & { programme: ManualProgramme; stateName: string | null; ids: Set<string> }
  >();
  const months = new Map<string, Counts & { programme: ManualProgramme; month: string }>();
  const missed = new Map<
    string,
    {
      programme: ManualProgramme;
      stationId: string;
      stationName: string;
      stateName: string | null;
      months: string[];
    }
  >();
  for (const v of ledger) {
    const rowKey = `${v.programme}|${v.stateName ?? ''}`;
    const row = rows.get(rowKey) ?? {
      programme: v.programme,
      stateName: v.stateName,
      ids: new Set(),
      ...zero(),
    };
    row.ids.add(v.stationId);
    add(row, v);
    rows.set(rowKey, row);
    const monthKey = `${v.programme}|${v.month}`;
    const month = months.get(monthKey) ?? { programme: v.programme, month: v.month, ...zero() };
    add(month, v);
    months.set(monthKey, month);
    if (v.missed > 0) {
      const station = missed.get(v.stationId) ?? {
        programme: v.programme,
        stationId: v.stationId,
        stationName: v.stationName,
        stateName: v.stateName,
        months: [],
      };
      station.months.push(v.month);
      missed.set(v.stationId, station);
    }
  }
  const programmeOrder = (p: ManualProgramme) => MANUAL_PROGRAMMES.indexOf(p);
  return {
    rows: [...rows.values()]
      .sort(
        (a, b) =>
          programmeOrder(a.programme) - programmeOrder(b.programme) ||
          byName(a.stateName, b.stateName),
      )
      .map(({ ids, ...row }) => ({ ...row, stations: ids.size })),
    byMonth: [...months.values()].sort(
      (a, b) =>
        programmeOrder(a.programme) - programmeOrder(b.programme) || a.month.localeCompare(b.month),
    ),
    missedStations: [...missed.values()]
      .map((s) => ({ ...s, months: [...s.months].sort() }))
      .sort(
        (a, b) =>
          programmeOrder(a.programme) - programmeOrder(b.programme) ||
          a.stationId.localeCompare(b.stationId),
      ),
  };
}
