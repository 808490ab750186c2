import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { AppError } from '../../errors.js';
import { isXlsx, sheetRows } from '../../storage/xlsx-sheet.js';

/** The largest readings file accepted, and the most rows it may hold (after the header). */
export const READINGS_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const READINGS_FILE_MAX_ROWS = 5000;

/** A readings file as a table: its header and each data row with its line as the user sees it. */
export interface ReadingsTable {
  readonly header: readonly string[];
  readonly rows: readonly { readonly line: number; readonly cells: readonly string[] }[];
}

const pad = (n: number) => String(n).padStart(2, '0');

const notReadable = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'mobile:errors.fileType' });
const tooManyRows = () =>
  new AppError('PAYLOAD_TOO_LARGE', {
    messageKey: 'security:upload.tooManyRows',
    values: { max: READINGS_FILE_MAX_ROWS },
  });

function fromCsv(data: Buffer): ReadingsTable {
  if (data.includes(0)) throw notReadable();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw notReadable();
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with where it is in the file (its last line).
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      delimiter: [',', ';'],
      info: true,
    }) as unknown as typeof records;
  } catch (err) {
    // A stray quote or an unclosed field makes the whole file unreadable as CSV: say where.
    const line = (err as { lines?: unknown }).lines;
    throw new AppError('BAD_REQUEST', {
      messageKey: 'security:upload.csvMalformed',
      values: { line: typeof line === 'number' ? line : 0 },
    });
  }
  const [header, ...rows] = records;
  if (rows.length > READINGS_FILE_MAX_ROWS) throw tooManyRows();
  return {
    header: header?.record ?? [],
    rows: rows.map((r) => ({ line: r.info.lines, cells: r.record })),
  };
}

/**
 * A cell as text. Excel keeps dates and times as numbers shown with a format; ExcelJS gives them
 * as a Date holding the shown wall-clock time in UTC, so a date column becomes DD/MM/YYYY and a
 * time column HH:MM:SS, as they were typed.
 */
function cellText(value: ExcelJS.CellValue, column: 'date' | 'time' | 'value'): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    if (column === 'time' || (column === 'value' && value.getUTCFullYear() < 1901))
      return `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
    return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value.trim();
  if ('result' in value) return cellText(value.result, column);
  if ('richText' in value)
    return value.richText
      .map((p) => p.text)
      .join('')
      .trim();
  if ('text' in value) return String(value.text).trim();
  return '';
}

/**
 * The first sheet of a workbook, read as a stream that stops past the row limit (its archive is
 * checked first for what it unpacks to: `storage/xlsx-sheet.ts`). Rows without values are skipped.
 */
async function fromXlsx(data: Buffer): Promise<ReadingsTable> {
  let header: string[] | null = null;
  let kinds: ('date' | 'time' | 'value')[] = [];
  const rows: { line: number; cells: string[] }[] = [];
  try {
    for await (const row of sheetRows(data)) {
      if (!row.hasValues) continue;
      if (header === null) {
        header = row.values.map((v) => cellText(v, 'value'));
        kinds = header.map((h) => {
          const code = columnCode(h);
          return DATE_NAMES.includes(code) ? 'date' : TIME_NAMES.includes(code) ? 'time' : 'value';
        });
        continue;
      }
      if (rows.length >= READINGS_FILE_MAX_ROWS) throw tooManyRows();
      const cells = row.values.map((v, i) => cellText(v, kinds[i] ?? 'value'));
      if (cells.some((c) => c !== '')) rows.push({ line: row.number, cells });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw notReadable();
  }
  return { header: header ?? [], rows };
}

/**
 * Reads a readings file by its bytes, never its name: an Excel workbook (its first sheet) or a
 * UTF-8 CSV (comma or semicolon separated). Anything else is refused, as is a file with more
 * than {@link READINGS_FILE_MAX_ROWS} rows.
 */
export async function readReadingsFile(data: Buffer): Promise<ReadingsTable> {
  return isXlsx(data) ? fromXlsx(data) : fromCsv(data);
}

/** `PM2.5 (ug/m3)` → `PM25`: the header of a parameter column as a catalogue code. */
export function columnCode(header: string): string {
  return header
    .replace(/\(.*\)/, '')
    .toUpperCase()
    .replace(/[^A-Z0-9_]/g, '');
}

const DATE_NAMES = ['DATE', 'TARIKH'];
const TIME_NAMES = ['TIME', 'MASA'];

/**
 * Which column is the date, which the time and which parameter each other column holds. Unknown
 * columns are named so the user can fix the header: guessing would put values under the wrong
 * parameter.
 */
export function mapColumns(
  header: readonly string[],
  measured: ReadonlySet<string>,
):
  | { date: number; time: number; parameters: Map<number, string> }
  | { missing: string[] }
  | {
      unknown: string[];
    } {
  const codes = header.map(columnCode);
  const date = codes.findIndex((c) => DATE_NAMES.includes(c));
  const time = codes.findIndex((c) => TIME_NAMES.includes(c));
  const missing = [...(date < 0 ? ['date'] : []), ...(time < 0 ? ['time'] : [])];
  if (missing.length > 0) return { missing };
  const parameters = new Map<number, string>();
  const unknown: string[] = [];
  codes.forEach((code, i) => {
    if (i === date || i === time || code === '') return;
    if (measured.has(code)) parameters.set(i, code);
    else unknown.push(header[i]!);
  });
  if (unknown.length > 0) return { unknown };
  return { date, time, parameters };
}
