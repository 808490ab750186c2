import { API_CATEGORIES, classifyApi, type ApiCategory } from '../air/api-category.js';
import { convertConcentration } from '../air/units.js';
import { isExceedance, limitAt, type LimitRow } from '../standards/limits.js';
import {
  AIR_POLLUTANTS,
  CONCENTRATION_UNITS,
  type AveragingPeriod,
  type ConcentrationUnit,
  type Pollutant,
} from '../standards/parameters.js';

/**
 * The air chapter of the Environmental Quality Report (CAQM): the days of each API class per
 * state, and the compliance of the year's data with each MAAQS limit in force.
 */

/** A day counts for a 1 h, 8 h or 24 h standard when ≥ 75 % of its hours are valid (QUALITY.md). */
export const EQR_DAY_MIN_VALID_HOURS = 18;
/** A year's mean counts for an annual standard when ≥ 75 % of its days count. */
export const EQR_YEAR_MIN_DAY_SHARE = 0.75;

/** One station's highest hourly API of one Malaysian day (null: no API that day). */
export interface StationDayApi {
  readonly stationId: string;
  readonly state: string | null;
  /** `YYYY-MM-DD`, Malaysian calendar. */
  readonly day: string;
  readonly maxApi: number | null;
}

export interface StateApiDays {
  readonly state: string;
  readonly stations: number;
  /** Days of the year per class of the state's worst station that day; NO_DATA: no station had an API. */
  readonly counts: Readonly<Record<ApiCategory, number>>;
}

export interface ApiClassShare {
  readonly category: ApiCategory;
  /** Station-days in the class (every station, every day of the year). */
  readonly stationDays: number;
  /** Share of the station-days, in percent (one decimal). */
  readonly percent: number;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const emptyCounts = () =>
  Object.fromEntries(API_CATEGORIES.map((c) => [c, 0])) as Record<ApiCategory, number>;

/**
 * Days per API class per state: each day of the year takes the class of the highest daily API of
 * the state's stations (the worst air measured in the state that day); a day without any API is
 * NO_DATA, so each state's counts add up to the days of the year. Stations without a state are
 * under `noState`. Also the share of station-days per class over every station.
 */
export function compileApiDays(
  rows: readonly StationDayApi[],
  stations: readonly { stationId: string; state: string | null }[],
  daysInYear: number,
  noState: string,
): { byState: StateApiDays[]; stationDays: ApiClassShare[] } {
  const stateOf = (s: string | null) => s ?? noState;
  const worst = new Map<string, Map<string, number>>();
  const perStation = new Map<string, number>();
  const shares = emptyCounts();
  for (const r of rows) {
    if (r.maxApi === null) continue;
    const days = worst.get(stateOf(r.state)) ?? new Map<string, number>();
    days.set(r.day, Math.max(days.get(r.day) ?? Number.NEGATIVE_INFINITY, r.maxApi));
    worst.set(stateOf(r.state), days);
    shares[classifyApi(r.maxApi).category] += 1;
    perStation.set(r.stationId, (perStation.get(r.stationId) ?? 0) + 1);
  }
  const stationCount = new Map<string, number>();
  for (const s of stations)
    stationCount.set(stateOf(s.state), (stationCount.get(stateOf(s.state)) ?? 0) + 1);
  const byState = [...stationCount.keys()]
    .sort((a, b) => a.localeCompare(b))
    .map((state) => {
      const counts = emptyCounts();
      const days = worst.get(state) ?? new Map<string, number>();
      for (const api of days.values()) counts[classifyApi(api).category] += 1;
      counts.NO_DATA += Math.max(0, daysInYear - days.size);
      return { state, stations: stationCount.get(state)!, counts };
    });
  // Every station-day without an API is NO_DATA.
  shares.NO_DATA += stations.reduce(
    (sum, s) => sum + Math.max(0, daysInYear - (perStation.get(s.stationId) ?? 0)),
    0,
  );
  const total = stations.length * daysInYear;
  const stationDays = API_CATEGORIES.map((category) => ({
    category,
    stationDays: shares[category],
    percent: total ? round1((shares[category] / total) * 100) : 0,
  }));
  return { byState, stationDays };
}

/** One station's valid hourly data of one day for one pollutant (in the parameter's unit). */
export interface StationDayPollutant {
  readonly stationId: string;
  readonly parameter: Pollutant;
  /** `YYYY-MM-DD`, Malaysian calendar. */
  readonly day: string;
  readonly validHours: number;
  /** Mean of the valid hourly means. */
  readonly mean: number | null;
  /** Highest valid hourly mean. */
  readonly max1h: number | null;
  /** Highest 8-hour running mean ending in the day (each with ≥ 6 valid hours). */
  readonly max8h: number | null;
  /** The unit the values are in (the parameter catalogue's), e.g. `ppm`. */
  readonly unit: string;
}

export interface ComplianceRow {
  readonly parameter: Pollutant;
  readonly averaging: AveragingPeriod;
  /** The standard's version label (e.g. `STANDARD`, `IT-2`) and its limit. */
  readonly version: string;
  readonly limit: number;
  readonly unit: string;
  /** Stations with at least one judged day (or year). */
  readonly stations: number;
  /** Days judged (station-days); for an annual standard, station-years. */
  readonly judged: number;
  readonly exceeded: number;
  /** Share of the judged days (or years) within the limit, percent (one decimal). */
  readonly compliancePercent: number;
  /** Stations that never exceeded the limit. */
  readonly stationsCompliant: number;
}

const AVERAGING_ORDER: readonly AveragingPeriod[] = ['1H', '8H', '24H', '1Y'];

function inUnit(value: number, from: string, to: string, parameter: Pollutant): number | null {
  const units = CONCENTRATION_UNITS as readonly string[];
  if (from === to) return value;
  if (!units.includes(from) || !units.includes(to)) return null;
  return convertConcentration(value, from as ConcentrationUnit, to as ConcentrationUnit, parameter);
}

const dayValue = (d: StationDayPollutant, averaging: AveragingPeriod) =>
  averaging === '1H' ? d.max1h : averaging === '8H' ? d.max8h : d.mean;

/**
 * Compliance with each MAAQS limit of the rows given (the versioned standards tables): a day
 * with enough valid hours is judged on its highest hourly mean (1 h), highest 8-hour mean (8 h)
 * or daily mean (24 h) against the limit in force that day; a station's year is judged on the
 * mean of its daily means when enough days count (annual). A value exactly at the limit complies.
 */
export function compileAirCompliance(
  days: readonly StationDayPollutant[],
  limits: readonly LimitRow[],
  year: number,
  daysInYear: number,
): ComplianceRow[] {
  const maaqs = limits.filter((r) => r.scheme === 'MAAQS' && r.averaging && r.max !== null);
  const groups = new Map<
    string,
    { row: LimitRow; judged: number; exceeded: number; stations: Set<string>; failing: Set<string> }
  >();
  const judge = (row: LimitRow, stationId: string, failed: boolean) => {
    const key = `${row.parameter}|${row.averaging}|${row.version}`;
    const g = groups.get(key) ?? {
      row,
      judged: 0,
      exceeded: 0,
      stations: new Set(),
      failing: new Set(),
    };
    g.judged += 1;
    g.stations.add(stationId);
    if (failed) {
      g.exceeded += 1;
      g.failing.add(stationId);
    }
    groups.set(key, g);
  };
  const counted = days.filter((d) => d.validHours >= EQR_DAY_MIN_VALID_HOURS);
  for (const d of counted) {
    for (const averaging of ['1H', '8H', '24H'] as const) {
      const value = dayValue(d, averaging);
      const limit = limitAt(
        maaqs,
        { parameter: d.parameter, averaging },
        `${d.day}T12:00:00+08:00`,
      );
      if (value === null || !limit) continue;
      const v = inUnit(value, d.unit, limit.unit, d.parameter);
      if (v !== null) judge(limit, d.stationId, isExceedance(v, limit));
    }
  }
  const years = new Map<string, StationDayPollutant[]>();
  for (const d of counted) {
    if (d.mean === null) continue;
    const key = `${d.stationId}|${d.parameter}`;
    years.set(key, [...(years.get(key) ?? []), d]);
  }
  for (const list of years.values()) {
    const first = list[0]!;
    const limit = limitAt(
      maaqs,
      { parameter: first.parameter, averaging: '1Y' },
      `${year}-12-31T12:00:00+08:00`,
    );
    if (!limit || list.length < Math.ceil(daysInYear * EQR_YEAR_MIN_DAY_SHARE)) continue;
    const mean = list.reduce((s, d) => s + d.mean!, 0) / list.length;
    const v = inUnit(mean, first.unit, limit.unit, first.parameter);
    if (v !== null) judge(limit, first.stationId, isExceedance(v, limit));
  }
  return [...groups.values()]
    .map((g) => ({
      parameter: g.row.parameter as Pollutant,
      averaging: g.row.averaging!,
      version: g.row.version,
      limit: g.row.max!,
      unit: g.row.unit,
      stations: g.stations.size,
      judged: g.judged,
      exceeded: g.exceeded,
      compliancePercent: round1(((g.judged - g.exceeded) / g.judged) * 100),
      stationsCompliant: g.stations.size - g.failing.size,
    }))
    .sort(
      (a, b) =>
        AIR_POLLUTANTS.indexOf(a.parameter) - AIR_POLLUTANTS.indexOf(b.parameter) ||
        AVERAGING_ORDER.indexOf(a.averaging) - AVERAGING_ORDER.indexOf(b.averaging) ||
        a.version.localeCompare(b.version),
    );
}
