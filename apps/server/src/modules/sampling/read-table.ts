import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { AppError } from '../../errors.js';
import { sheetRows } from '../../storage/xlsx-sheet.js';
import { isZip } from '../../storage/zip-entries.js';

/** Largest lab file read, in rows and columns (a lab batch is tens to hundreds of results). */
export const MAX_IMPORT_ROWS = 5000;
const MAX_COLUMNS = 60;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // Spreadsheet dates carry no zone: read the calendar day as written (DD/MM/YYYY, the form's).
    const d = value;
    return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
  }
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result);
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value).trim();
}

/**
 * Reads a lab file into a header row and data rows of text cells: an XLSX workbook (its first
 * sheet, recognised by the ZIP signature of its bytes) or a CSV (comma, semicolon or tab
 * separated, UTF-8, a byte-order mark allowed). Refuses what is neither, or a table without a
 * header, too many rows or columns. A workbook is read as a stream that stops at the row limit,
 * after its archive is checked for what it unpacks to (`storage/xlsx-sheet.ts`).
 */
export async function readTable(data: Buffer): Promise<{ headers: string[]; rows: string[][] }> {
  let table: string[][];
  try {
    if (isZip(data)) {
      table = [];
      for await (const row of sheetRows(data)) {
        if (row.number > MAX_IMPORT_ROWS + 1) throw new AppError('SAMPLING_IMPORT_UNREADABLE');
        table[row.number - 1] = row.values.map(cellText);
      }
      table = Array.from(table, (r) => r ?? []);
    } else {
      const text = data.toString('utf8').replace(/^\uFEFF/, '');
      if (text.includes('\u0000')) throw new Error('binary');
      table = parse(text, {
        delimiter: [',', ';', '\t'],
        relax_column_count: true,
        skip_empty_lines: false,
        trim: true,
      });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('SAMPLING_IMPORT_UNREADABLE', { cause: err });
  }
  const [head, ...rows] = table;
  const headers = (head ?? []).map((h) => h.trim());
  if (headers.filter(Boolean).length < 2 || headers.length > MAX_COLUMNS)
    throw new AppError('SAMPLING_IMPORT_UNREADABLE');
  if (rows.length > MAX_IMPORT_ROWS) throw new AppError('SAMPLING_IMPORT_UNREADABLE');
  return { headers, rows: rows.map((r) => headers.map((_, i) => r[i] ?? '')) };
}
