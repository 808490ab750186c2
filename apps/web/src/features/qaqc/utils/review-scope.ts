import type { QaqcStationsResponse, QaqcValue } from '@eqmp/domain';

/** A period chosen on the 2nd-level page: its first and last value (both included) and the [from, to) sent. */
export interface ReviewPeriod {
  readonly first: string;
  readonly last: string;
  readonly from: string;
  readonly to: string;
}

/** One parameter's values shown on the page. */
export interface ParameterValues {
  readonly code: string;
  readonly values: readonly Pick<QaqcValue, 'ts' | 'changed' | 'level'>[];
}

/** What an action over the period (or the month) reaches in one parameter. */
export interface ScopeCount {
  readonly parameter: string;
  readonly count: number;
  /** Values changed by a person (or a resend) since they arrived. */
  readonly changed: number;
  /** Whether every value is reviewed or approved already. */
  readonly reviewed: boolean;
  readonly approved: boolean;
}

const inside = (ts: string, start: number, end: number) => {
  const t = Date.parse(ts);
  return t >= start && t <= end;
};

/**
 * The period between two instants (a brush on the chart, two typed times) snapped to the values
 * shown: from the first value inside to the last one, both included; null when none is inside.
 */
export function periodOf(
  range: readonly [number, number],
  series: readonly ParameterValues[],
): ReviewPeriod | null {
  const [start, end] = range[0] <= range[1] ? range : [range[1], range[0]];
  const times = series
    .flatMap((s) => s.values.map((v) => v.ts))
    .filter((ts) => inside(ts, start, end))
    .map((ts) => Date.parse(ts));
  if (times.length === 0) return null;
  const first = Math.min(...times);
  const last = Math.max(...times);
  return {
    first: new Date(first).toISOString(),
    last: new Date(last).toISOString(),
    from: new Date(first).toISOString(),
    // The server's ranges end before `to`: a millisecond after the last value keeps it in.
    to: new Date(last + 1).toISOString(),
  };
}

/** Per parameter, the values an action over the period (the whole month when null) reaches. */
export function scopeCounts(
  series: readonly ParameterValues[],
  period: ReviewPeriod | null,
): ScopeCount[] {
  return series.map((s) => {
    const values = period
      ? s.values.filter((v) => inside(v.ts, Date.parse(period.first), Date.parse(period.last)))
      : s.values;
    return {
      parameter: s.code,
      count: values.length,
      changed: values.filter((v) => v.changed).length,
      reviewed: values.every((v) => v.level === 'reviewed' || v.level === 'approved'),
      approved: values.some((v) => v.level === 'approved'),
    };
  });
}

/**
 * The station after this one in the picker's order, with the chosen parameters it measures (its
 * first parameter when it measures none of them); null after the last station.
 */
export function nextStation(
  stations: QaqcStationsResponse,
  stationId: string | undefined,
  parameterCodes: readonly string[],
): { station: string; parameters: string[] } | null {
  const at = stations.findIndex((s) => s.id === stationId);
  const next = at >= 0 ? stations[at + 1] : undefined;
  if (!next) return null;
  const measured = next.parameters.map((p) => p.code);
  const kept = parameterCodes.filter((p) => measured.includes(p));
  return { station: next.id, parameters: kept.length > 0 ? kept : measured.slice(0, 1) };
}

/** The calendar month after `YYYY-MM`. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}
