import { HOUR_MS } from '@eqmp/domain';
import { readFileSync } from 'node:fs';
import { readCsv, referencePath } from '../reference/reference-files.js';
import { hash01 } from './demo-shapes.js';

/** Hours in the 2017 record (a common year). */
export const RECORD_HOURS = 8760;
/** A blank hour of the record (no API published). */
export const NO_VALUE = -1;
/** Blank runs up to this long stay gaps; longer ones are filled from the nearest station. */
const SHORT_GAP_HOURS = 3;
/** 2017-01-01 00:00 in Kuala Lumpur (UTC+8), the record's first hour. */
const RECORD_START_MS = Date.UTC(2016, 11, 31, 16);

/**
 * The hour of the 2017 record that a present hour replays: the record shifted by whole 365-day
 * years, so the hour of day is kept and the replay never jumps except once a year where the
 * record wraps from its last hour to its first (about the turn of the year, a day or two earlier
 * for every leap year since 2017).
 */
export function recordHourOf(t: number): number {
  const hours = Math.floor((t - RECORD_START_MS) / HOUR_MS);
  return ((hours % RECORD_HOURS) + RECORD_HOURS) % RECORD_HOURS;
}

interface RecordStation {
  readonly id: string;
  readonly state: string;
  readonly longitude: number | null;
  readonly latitude: number | null;
}

let cached: { columns: Map<string, Int16Array>; stations: RecordStation[] } | null = null;

/** The shipped record (api-hourly-2017.csv) per station id, and the station list with positions. */
function record() {
  if (cached) return cached;
  const lines = readFileSync(referencePath('api-hourly-2017.csv'), 'utf8').trim().split('\n');
  const ids = lines[0]!.trim().split(',').slice(1);
  const columns = new Map(ids.map((id) => [id, new Int16Array(RECORD_HOURS).fill(NO_VALUE)]));
  lines.slice(1, RECORD_HOURS + 1).forEach((line, hour) => {
    line
      .trim()
      .split(',')
      .slice(1)
      .forEach((cell, i) => {
        if (cell !== '') columns.get(ids[i]!)![hour] = Number(cell);
      });
  });
  const stations = readCsv('doe-caqm-stations.csv').map((row) => ({
    id: row.station_id!,
    state: row.state!,
    longitude: row.longitude ? Number(row.longitude) : null,
    latitude: row.latitude ? Number(row.latitude) : null,
  }));
  cached = { columns, stations };
  return cached;
}

/** The recorded API of a station (its own column only), or null where it has none. */
export function recordedApi(stationId: string, hour: number): number | null {
  const value = record().columns.get(stationId)?.[hour] ?? NO_VALUE;
  return value === NO_VALUE ? null : value;
}

/**
 * Stations of the record nearest first: by distance where both have a position, else those of
 * the same state (the mobile units have no published base).
 */
function neighbours(station: RecordStation | undefined): string[] {
  const { columns, stations } = record();
  const withRecord = stations.filter((s) => columns.has(s.id) && s.id !== station?.id);
  if (!station) return withRecord.map((s) => s.id);
  const distance = (s: RecordStation) =>
    station.longitude === null || s.longitude === null
      ? s.state === station.state
        ? 0
        : Number.POSITIVE_INFINITY
      : Math.hypot(
          (s.longitude - station.longitude) * Math.cos((station.latitude! * Math.PI) / 180),
          s.latitude! - station.latitude!,
        );
  return withRecord
    .map((s) => ({ id: s.id, d: distance(s) }))
    .sort((a, b) => a.d - b.d || a.id.localeCompare(b.id))
    .map((s) => s.id);
}

/**
 * The API a station replays at each hour of the record: its own recorded value where it has
 * one; a short blank (up to three hours) stays a gap, as the station then published nothing;
 * a longer blank, or a station absent from the record (five in Selangor, Labuan, Miri, Tangkak
 * and the mobile units), takes the nearest recorded station's value scaled by a stable factor
 * of that station (0.85–1.15), so neighbours differ but follow the same episodes.
 */
export function replayTargets(stationId: string): Int16Array {
  const { columns, stations } = record();
  const own = columns.get(stationId);
  const station = stations.find((s) => s.id === stationId);
  const others = neighbours(station).map((id) => columns.get(id)!);
  const factor = 0.85 + 0.3 * hash01(`replay|${stationId}`);
  const out = new Int16Array(RECORD_HOURS).fill(NO_VALUE);
  let runStart = 0;
  for (let hour = 0; hour <= RECORD_HOURS; hour++) {
    const value = hour < RECORD_HOURS ? (own?.[hour] ?? NO_VALUE) : 0;
    if (value === NO_VALUE) continue;
    if (hour < RECORD_HOURS) out[hour] = value;
    // A blank run [runStart, hour) just ended: fill it unless it is short and the station has a record.
    if (own === undefined || hour - runStart > SHORT_GAP_HOURS)
      for (let h = runStart; h < hour; h++) {
        const borrowed = others.find((column) => column[h] !== NO_VALUE)?.[h];
        if (borrowed !== undefined) out[h] = Math.max(1, Math.round(borrowed * factor));
      }
    runStart = hour + 1;
  }
  return out;
}
