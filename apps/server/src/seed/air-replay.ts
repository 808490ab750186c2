import {
  AIR_POLLUTANTS,
  AVERAGING,
  concentrationAt,
  DEFAULT_API_TABLES,
  roundApi,
  subIndex,
  type Pollutant,
} from '@eqmp/domain';
import { NO_VALUE, RECORD_HOURS, recordHourOf, replayTargets } from './air-record.js';
import { hash01 } from './demo-shapes.js';

const T = DEFAULT_API_TABLES;
/** The band a carrying average is kept in around the recorded API (rounding is at ±0.5). */
const BAND = 0.45;
/** Gases other than the one filling in stay at most this share of the recorded API. */
const GAS_SHARE = 0.6;
/**
 * PM2.5 is kept at the lowest recorded API of the next day: a 24-hour mean falls only as fast as
 * high hours leave its window, so following every afternoon peak would leave it above the
 * evening's record. The peaks are the 1-hour gases' (see deriveHour).
 */
const LOOK_AHEAD = 24;

/** Hourly values of the six pollutants over the record's hours (NaN: none that hour). */
export type ReplaySeries = Readonly<Record<Pollutant, Float64Array>>;

const at = (p: Pollutant, index: number) => concentrationAt(T[p].segments, Math.max(0, index))!;
const sub = (p: Pollutant, c: number) => subIndex(c, T[p]) ?? 0;
/** Deterministic noise in −1…1 from a station seed and an hour. */
const noise = (seed: number, i: number, salt: number) => {
  let h = Math.imul(seed ^ Math.imul(i + 1, 0x9e3779b1) ^ Math.imul(salt, 0x85ebca6b), 0x27d4eb2d);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  return (((h ^ (h >>> 13)) >>> 0) / 4294967296) * 2 - 1;
};
const peak = (h: number, from: number, span: number) =>
  Math.max(0, Math.sin((Math.PI * (h - from)) / span));

interface Window {
  readonly sum: number;
  readonly count: number;
}

/** Sum and count of the finite values of `series` at the `hours` record hours before `i`. */
function before(series: Float64Array, i: number, hours: number): Window {
  let sum = 0;
  let count = 0;
  for (let k = 1; k < hours; k++) {
    const v = series[(i - k + RECORD_HOURS) % RECORD_HOURS]!;
    if (Number.isFinite(v)) {
      sum += v;
      count += 1;
    }
  }
  return { sum, count };
}

/** The lowest recorded API over the record hours i … i + hours − 1 (blanks ignored). */
function lowestAhead(targets: Int16Array, i: number, hours: number): number {
  let low = Number.POSITIVE_INFINITY;
  for (let k = 0; k < hours; k++) {
    const v = targets[(i + k) % RECORD_HOURS]!;
    if (v !== NO_VALUE) low = Math.min(low, v);
  }
  return low;
}

/**
 * One record hour of one station: concentrations whose API, as the domain computes it from the
 * running averages (PM 24 h, CO 8 h, the other gases 1 h, each complete with 75 % of its hours),
 * rounds to the recorded API. PM2.5 carries the slow part, as it does in Malaysia's index since
 * 2020: its hourly values follow a diurnal shape, held so that the 24-hour mean stays between the
 * lowest API recorded over the next day and the recorded API of the hour (±0.45); PM10 holds it
 * as a share of 0.55–0.75 (PM2.5 / PM10, as urban sites measure), never above the PM10 of the
 * next day's lowest API, so its index stays below; the other gases keep their daily shapes
 * below 60 % of the recorded API. Where PM2.5
 * stays below the record — the afternoon peaks, which in the 2017 record rise from midday and
 * fall away in the evening faster than any 24-hour mean can — the 1-hour gas of that time of
 * day is set to the recorded API: ozone in the day, nitrogen dioxide in the evening and night.
 * The rare hour the record falls faster than the PM10 mean can keeps a slightly higher index.
 */
function deriveHour(targets: Int16Array, out: ReplaySeries, seed: number, i: number): void {
  const A = targets[i]!;
  if (A === NO_VALUE) {
    for (const p of AIR_POLLUTANTS) out[p][i] = Number.NaN;
    return;
  }
  const h = i % 24;
  const pm = before(out.PM25, i, AVERAGING.PM25.hours);
  const n = pm.count + 1;
  const floor = lowestAhead(targets, i, LOOK_AHEAD);
  const top = at('PM25', A + BAND);
  const bottom = at('PM25', floor - BAND);
  const natural =
    at('PM25', floor) * (1 + 0.25 * Math.sin((Math.PI * (h - 4)) / 12) + 0.12 * noise(seed, i, 1));
  let x = natural;
  if (n >= AVERAGING.PM25.minValidHours) {
    const lo = n * bottom - pm.sum;
    const hi = n * top - pm.sum;
    x = Math.min(Math.max(natural, lo), hi);
  }
  out.PM25[i] = Math.max(0.3, x);
  out.PM10[i] = Math.min(
    out.PM25[i] / (0.65 + 0.1 * noise(seed, i, 2)),
    Math.max(out.PM25[i], at('PM10', floor - BAND)),
  );
  const gasCap = (p: Pollutant, share = GAS_SHARE) => at(p, share * A);
  out.CO[i] = Math.min(
    0.25 + 0.25 * (h >= 7 && h <= 9 ? 1 : 0) + 0.08 * noise(seed, i, 3),
    at('CO', GAS_SHARE * lowestAhead(targets, i, AVERAGING.CO.hours)),
  );
  out.SO2[i] = Math.min(0.002 + 0.001 * noise(seed, i, 4), gasCap('SO2'));
  out.NO2[i] = Math.min(
    0.01 + 0.008 * (h >= 18 && h <= 20 ? 1 : 0) + 0.003 * noise(seed, i, 5),
    gasCap('NO2'),
  );
  out.O3[i] = Math.min(0.008 + 0.03 * peak(h, 7, 12) + 0.004 * noise(seed, i, 6), gasCap('O3'));

  const api = Math.max(...AIR_POLLUTANTS.map((p) => indexOf(out, p, i)));
  if (roundApi(api) >= A) return;
  // The day's ozone, or the evening and night's nitrogen dioxide, gives the rest.
  const filler = h >= 8 && h <= 19 ? 'O3' : 'NO2';
  out[filler][i] = at(filler, A);
}

/**
 * The sub-index of pollutant `p` at record hour `i` from its running average under the domain's
 * averaging rule (0 when the average is incomplete).
 */
function indexOf(out: ReplaySeries, p: Pollutant, i: number): number {
  const { hours, minValidHours } = AVERAGING[p];
  const w = before(out[p], i, hours);
  const v = out[p][i]!;
  const count = w.count + (Number.isFinite(v) ? 1 : 0);
  if (count < minValidHours) return 0;
  return sub(p, (w.sum + (Number.isFinite(v) ? v : 0)) / count);
}

const replays = new Map<string, ReplaySeries>();

/**
 * The replayed hourly concentrations of one air station over the whole record, derived once per
 * process. The record is a loop (the present wraps from its last hour to its first), so the
 * derivation starts two weeks before the first hour and, once the year is done, runs over the
 * first hours again from the year's end until the values repeat: the hours after the wrap then
 * read the same averages as the hours before it.
 */
export function airReplay(stationId: string): ReplaySeries {
  const known = replays.get(stationId);
  if (known) return known;
  const targets = replayTargets(stationId);
  const seed = Math.floor(hash01(`air|${stationId}`) * 2 ** 31);
  const out = Object.fromEntries(
    AIR_POLLUTANTS.map((p) => [p, new Float64Array(RECORD_HOURS).fill(Number.NaN)]),
  ) as unknown as ReplaySeries;
  for (let i = RECORD_HOURS - 14 * 24; i < RECORD_HOURS; i++) deriveHour(targets, out, seed, i);
  for (let i = 0; i < RECORD_HOURS; i++) deriveHour(targets, out, seed, i);
  let same = 0;
  for (let i = 0; i < RECORD_HOURS && same < 24; i++) {
    const previous = AIR_POLLUTANTS.map((p) => out[p][i]!);
    deriveHour(targets, out, seed, i);
    const unchanged = AIR_POLLUTANTS.every((p, k) => Object.is(out[p][i], previous[k]));
    same = unchanged ? same + 1 : 0;
  }
  replays.set(stationId, out);
  return out;
}

/** The replayed hourly value of an API pollutant at the hour starting `t`, or null for a gap. */
export function replayedValue(stationId: string, code: Pollutant, t: number): number | null {
  const value = airReplay(stationId)[code][recordHourOf(t)]!;
  return Number.isFinite(value) ? value : null;
}
