import { isInDateWindow } from '@eqmp/domain';
import { parse } from 'csv-parse/sync';

/** A hotspot row that passed the checks, as it will be stored (state not yet found). */
export interface ParsedHotspot {
  latitude: number;
  longitude: number;
  observedAt: Date;
  confidence: 'low' | 'nominal' | 'high' | null;
  frp: number | null;
  satellite: string;
  instrument: string;
}

/** A rejected row: its line in the file, the locale key of the reason and the field at fault. */
export interface HotspotRowProblem {
  line: number;
  reason: 'latitude' | 'longitude' | 'date' | 'time' | 'confidence' | 'frp';
  field: string;
}

/** Column names accepted for each field: FIRMS (NASA) names first, then common ASMC-style aliases. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  latitude: ['latitude', 'lat'],
  longitude: ['longitude', 'lon', 'long', 'lng'],
  date: ['acq_date', 'date'],
  time: ['acq_time', 'time'],
  confidence: ['confidence', 'conf'],
  frp: ['frp'],
  satellite: ['satellite', 'sat'],
  instrument: ['instrument', 'sensor'],
};

/** The file's column for each field, or null when it has none (latitude, longitude, date are required). */
export function hotspotColumns(header: readonly string[]): Record<string, string | null> {
  const lower = header.map((h) => h.trim().toLowerCase());
  return Object.fromEntries(
    Object.entries(ALIASES).map(([field, names]) => [
      field,
      names.find((n) => lower.includes(n)) ?? null,
    ]),
  );
}

/**
 * FIRMS confidence: MODIS gives 0–100 (below 30 low, 30–79 nominal, 80 and above high, as the
 * FIRMS documentation classes them); VIIRS gives l / n / h. Empty is unknown (null).
 */
export function normaliseConfidence(raw: string): ParsedHotspot['confidence'] | undefined {
  const value = raw.trim().toLowerCase();
  if (value === '') return null;
  if (['l', 'low'].includes(value)) return 'low';
  if (['n', 'nominal'].includes(value)) return 'nominal';
  if (['h', 'high'].includes(value)) return 'high';
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 100) return undefined;
  return n >= 80 ? 'high' : n >= 30 ? 'nominal' : 'low';
}

/** `HHMM` (FIRMS, e.g. 542 or 0542) or `HH:MM`, in UTC; undefined when malformed. */
function parseTime(raw: string): string | undefined {
  const value = raw.trim();
  const m = /^(\d{1,2}):?(\d{2})$/.exec(value.padStart(value.includes(':') ? 0 : 4, '0'));
  if (!m) return undefined;
  const [h, min] = [Number(m[1]), Number(m[2])];
  return h < 24 && min < 60 ? `${String(h).padStart(2, '0')}:${m[2]}` : undefined;
}

/**
 * Reads a FIRMS/ASMC-style hotspot CSV: keeps every good row and names each bad one (line and
 * reason). Times are UTC, as FIRMS publishes them (acq_date + acq_time); a missing time is 00:00.
 */
export function parseHotspotCsv(
  text: string,
):
  | { rows: ParsedHotspot[]; problems: HotspotRowProblem[]; total: number }
  | { missing: string[] }
  | { malformedLine: number } {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    });
  } catch (err) {
    // A stray quote or an unclosed field makes the whole file unreadable as CSV: say where.
    const line = (err as { lines?: unknown }).lines;
    return { malformedLine: typeof line === 'number' ? line : 0 };
  }
  const [header = [], ...lines] = records;
  const cols = hotspotColumns(header);
  const missing = ['latitude', 'longitude', 'date'].filter((f) => !cols[f]);
  if (missing.length > 0) return { missing };
  const index = Object.fromEntries(
    Object.entries(cols).map(([f, name]) => [
      f,
      name === null ? -1 : header.findIndex((h) => h.trim().toLowerCase() === name),
    ]),
  );
  const rows: ParsedHotspot[] = [];
  const problems: HotspotRowProblem[] = [];
  lines.forEach((cells, i) => {
    const line = i + 2;
    const cell = (field: string) => (index[field]! >= 0 ? (cells[index[field]!] ?? '') : '');
    const problem = (reason: HotspotRowProblem['reason'], field: string) =>
      problems.push({ line, reason, field });
    const latitude = Number(cell('latitude'));
    const longitude = Number(cell('longitude'));
    const date = cell('date');
    const time = cell('time') === '' ? '00:00' : parseTime(cell('time'));
    const confidence = normaliseConfidence(cell('confidence'));
    const frp = cell('frp') === '' ? null : Number(cell('frp'));
    if (cell('latitude') === '' || !Number.isFinite(latitude) || Math.abs(latitude) > 90)
      return problem('latitude', cols.latitude!);
    if (cell('longitude') === '' || !Number.isFinite(longitude) || Math.abs(longitude) > 180)
      return problem('longitude', cols.longitude!);
    const observedAt = time === undefined ? null : new Date(`${date}T${time}:00Z`);
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
      (observedAt !== null && !isInDateWindow(observedAt.getTime()))
    )
      return problem('date', cols.date!);
    if (time === undefined || observedAt === null) return problem('time', cols.time ?? 'time');
    if (confidence === undefined) return problem('confidence', cols.confidence ?? 'confidence');
    if (frp !== null && (!Number.isFinite(frp) || frp < 0))
      return problem('frp', cols.frp ?? 'frp');
    rows.push({
      latitude,
      longitude,
      observedAt,
      confidence,
      frp,
      satellite: cell('satellite').slice(0, 40),
      instrument: cell('instrument').slice(0, 40),
    });
  });
  return { rows, problems, total: lines.length };
}
