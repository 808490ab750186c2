import { isPollutant, type Pollutant, HOUR_MS } from '@eqmp/domain';
import { airReplay } from '../seed/air-replay.js';
import { recordHourOf } from '../seed/air-record.js';
import { hourContext, type DemoStation } from '../seed/demo-conditions.js';
import type { EventAnchor } from '../seed/demo-history.js';
import { demoNoise, hash01, SHAPES } from '../seed/demo-shapes.js';

const SLOT_MS = 5 * 60_000;

/**
 * One 5-minute value of an air station's pollutant: the replayed hourly value of its hour,
 * tilted toward the neighbouring hours' values so the hour-to-hour steps are gradual, with a
 * tilt that sums to nothing over the hour's twelve slots — the hour's mean, and so its API, is
 * the replay's. Null in a gap of the record (the analyser sends nothing).
 */
function replayedSlot(stationId: string, code: Pollutant, ts: number): number | null {
  const series = airReplay(stationId)[code];
  const hour = recordHourOf(ts);
  const value = series[hour]!;
  if (!Number.isFinite(value)) return null;
  const around = (k: number) => {
    const v = series[(hour + k + series.length) % series.length]!;
    return Number.isFinite(v) ? v : value;
  };
  const slot = Math.floor((ts % HOUR_MS) / SLOT_MS);
  const tilt = ((around(1) - around(-1)) * (slot - 5.5)) / 24;
  return Math.round(Math.max(0, value + tilt) * 1e6) / 1e6;
}

/**
 * One 5-minute value of a parameter of a demo station, as its logger sends it: air pollutants
 * replay the 2017 API record; everything else follows the demo shapes in the station's hour
 * context (the same as the archive's, so live data continues it: river levels, storms, events),
 * with noise of its own per slot and, outside the replayed pollutants, a rare spike.
 */
export function simulatedValue(
  station: DemoStation,
  code: string,
  ts: number,
  anchor: EventAnchor | null,
): number | null {
  if ((station.module === 'CAQM' || station.module === 'MCAQM') && isPollutant(code))
    return replayedSlot(station.id, code, ts);
  const shape = SHAPES[code];
  if (!shape) return null;
  const n = demoNoise(station.id, code, ts);
  const value = shape(hourContext(station, ts, n, anchor));
  const spike = hash01(`spike|${station.id}|${code}|${ts}`) > 0.999 ? 5 : 1;
  return Math.round(value * spike * 10_000) / 10_000;
}
