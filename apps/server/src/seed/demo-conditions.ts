import { DAY_MS, HOUR_MS, KL_OFFSET_MS, localHour } from '@eqmp/domain';
import { hash01, type HourContext } from './demo-shapes.js';

const WEEK_MS = 7 * DAY_MS;

/** What the demo knows of a station to shape its values. */
export interface DemoStation {
  readonly id: string;
  readonly module: string;
  /** Marine stations: COASTAL, ESTUARY or ISLAND. */
  readonly locationType: string | null;
}

/**
 * How polluted a river station's water usually is, as a factor on organic and nutrient loads:
 * about half the rivers are clean (classes I–II), the rest slightly polluted (III), polluted
 * (IV) or, a few, very polluted (IV–V), as in DOE's yearly river status. Fixed per station id.
 */
export function riverLoad(stationId: string): number {
  const u = hash01(`load|${stationId}`);
  return u < 0.2 ? 0.6 : u < 0.5 ? 1 : u < 0.72 ? 2.4 : u < 0.88 ? 5.5 : 9;
}

/** Local hour, ISO weekday and day of year of an instant in Kuala Lumpur (UTC+8, no DST). */
function localTimeOf(t: number) {
  const local = t + KL_OFFSET_MS;
  const days = Math.floor(local / DAY_MS);
  const year = new Date(local).getUTCFullYear();
  return {
    h: localHour(t),
    // 1 January 1970 was a Thursday (4).
    dow: ((days + 3) % 7) + 1,
    doy: days - Math.floor(Date.UTC(year, 0, 1) / DAY_MS) + 1,
    days,
  };
}

/** 0…1: the north-east monsoon's wet months (November–March), 0 from May to September. */
const wetness = (doy: number) => Math.max(0, Math.sin((2 * Math.PI * (doy - 300)) / 365));

/** Whether it rains on a local day in a state's weather (a day's afternoon storm). */
function rainyDay(days: number, stationId: string, doy: number): boolean {
  return hash01(`rain|${stationId.slice(0, 3)}|${days}`) < 0.2 + 0.5 * wetness(doy);
}

/** Runoff after an afternoon storm (starts 14:00): rises to its peak three hours later, then ebbs. */
const runoffAfter = (hours: number) => (hours < 0 ? 0 : (hours / 3) * Math.exp(1 - hours / 3));

/**
 * Whether a continuous water station is in a pollution event at `t`: in a week, about one
 * station in four has one (a discharge, a spill), 12 to 36 hours long, at a time of its own;
 * and the first polluted river station has one from two hours before the history's end until
 * a day and a half later, so a first start shows one as it happens.
 */
export function inPollutionEvent(
  station: DemoStation,
  t: number,
  anchor: { readonly at: number; readonly stationId: string | null } | null,
): boolean {
  if (station.module !== 'CRWQM' && station.module !== 'CMWQM') return false;
  if (
    anchor?.stationId === station.id &&
    t >= anchor.at - 2 * HOUR_MS &&
    t < anchor.at + 36 * HOUR_MS
  )
    return true;
  const week = Math.floor(t / WEEK_MS);
  if (hash01(`event|${station.id}|${week}`) >= 0.25) return false;
  const start =
    week * WEEK_MS + Math.floor(hash01(`start|${station.id}|${week}`) * 5 * 24) * HOUR_MS;
  const hours = 12 + Math.floor(24 * hash01(`length|${station.id}|${week}`));
  return t >= start && t < start + hours * HOUR_MS;
}

/**
 * The context of one hour of one demo station, the same for the archive and the live
 * simulator: time of day and year, the station's own level, the season (wet monsoon months,
 * dry south-west monsoon), afternoon storms and the runoff after them, how polluted a river
 * is, and pollution events.
 */
export function hourContext(
  station: DemoStation,
  t: number,
  noise: number,
  anchor: { readonly at: number; readonly stationId: string | null } | null,
): HourContext {
  const { h, dow, doy, days } = localTimeOf(t);
  const today = rainyDay(days, station.id, doy);
  const yesterday = rainyDay(days - 1, station.id, doy - 1);
  return {
    h,
    dow,
    doy,
    b: 0.8 + 0.4 * hash01(station.id),
    n: noise,
    haze: 0,
    event: inPollutionEvent(station, t, anchor) ? 1 : 0,
    rain: today && h >= 14 && h <= 17 ? 1 : 0,
    runoff: Math.min(1, (today ? runoffAfter(h - 14) : 0) + (yesterday ? runoffAfter(h + 10) : 0)),
    dry: Math.max(0, -Math.sin((2 * Math.PI * (doy - 300)) / 365)),
    // A day's cloud over the state's weather: more in the wet months, most on a stormy day.
    cloud: Math.min(
      1,
      0.15 +
        0.35 * hash01(`cloud|${station.id.slice(0, 3)}|${days}`) +
        0.25 * wetness(doy) +
        (today ? 0.25 : 0),
    ),
    load: station.module.includes('RW') ? riverLoad(station.id) : 1,
    estuary: station.locationType === 'ESTUARY' ? 1 : 0,
  };
}
