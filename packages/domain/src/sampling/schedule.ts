import { MAIN_PATH, SIDE_EXITS, type SampleState } from './custody.js';
import { DAY_MS } from '../time/units.js';

/**
 * How often a station is visited. `every6Days` is the manual air programme's 24-hour sample every
 * sixth day (the demo seed's rhythm); `once` is a single planned visit.
 */
export const SAMPLING_FREQUENCIES = [
  'once',
  'every6Days',
  'weekly',
  'fortnightly',
  'monthly',
  'bimonthly',
  'quarterly',
] as const;
export type SamplingFrequency = (typeof SAMPLING_FREQUENCIES)[number];

/** At most this many visits per plan (a year of weekly visits, two of fortnightly). */
export const MAX_PLANNED_VISITS = 62;

const MONTHS: Partial<Record<SamplingFrequency, number>> = {
  monthly: 1,
  bimonthly: 2,
  quarterly: 3,
};
const DAYS: Partial<Record<SamplingFrequency, number>> = {
  every6Days: 6,
  weekly: 7,
  fortnightly: 14,
};

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** The day `months` months after an ISO day, on the same day of the month or the month's last day. */
function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * The planned visit days (ISO `YYYY-MM-DD`, local days) of a plan from `start` to `end`
 * inclusive: every n days, or every n months on the start's day of the month (the month's last
 * day when it is shorter). Null when the plan would have more than {@link MAX_PLANNED_VISITS}.
 */
export function plannedDays(
  frequency: SamplingFrequency,
  start: string,
  end: string,
): string[] | null {
  if (end < start) return [];
  if (frequency === 'once') return [start];
  const out: string[] = [];
  const months = MONTHS[frequency];
  for (let k = 0; ; k++) {
    const day = months
      ? addMonths(start, k * months)
      : isoDay(dayMs(start) + k * DAYS[frequency]! * DAY_MS);
    if (day > end) break;
    if (out.length === MAX_PLANNED_VISITS) return null;
    out.push(day);
  }
  return out;
}

/** How many samples of a month are in each state (a row of the progress table). */
export interface MonthProgress {
  /** `YYYY-MM`. */
  readonly month: string;
  readonly planned: number;
  readonly counts: Readonly<Record<SampleState, number>>;
  /** Visits done: samples that left `planned` other than by the missed-visit exit. */
  readonly done: number;
  /** Visits missed (`not_collected`, `AF`). */
  readonly missed: number;
  /** Samples whose results are approved or published. */
  readonly approved: number;
  /** Done share of the plan, whole percent (null when nothing was planned). */
  readonly donePct: number | null;
}

const ZERO = Object.fromEntries([...MAIN_PATH, ...SIDE_EXITS].map((s) => [s, 0])) as Record<
  SampleState,
  number
>;

/**
 * Progress against plan per month: each sample counts in the month of its planned day, under its
 * current state. Months are in order.
 */
export function progressByMonth(
  samples: readonly { readonly plannedOn: string; readonly state: SampleState }[],
): MonthProgress[] {
  const byMonth = new Map<string, Record<SampleState, number>>();
  for (const s of samples) {
    const month = s.plannedOn.slice(0, 7);
    const counts = byMonth.get(month) ?? { ...ZERO };
    counts[s.state] += 1;
    byMonth.set(month, counts);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, counts]) => {
      const planned = Object.values(counts).reduce((a, b) => a + b, 0);
      const missed = counts.not_collected;
      const done = planned - counts.planned - missed;
      return {
        month,
        planned,
        counts,
        done,
        missed,
        approved: counts.approved + counts.published,
        donePct: planned === 0 ? null : Math.round((100 * done) / planned),
      };
    });
}
