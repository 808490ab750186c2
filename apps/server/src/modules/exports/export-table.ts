import { displayUnit, localDateTimeText } from '@eqmp/domain';

/** One column of an exported table. header/unit already in the caller's language. */
export interface ExportColumn {
  key: string;
  header: string;
  unit?: string;
  /** Decimals numbers are rounded to in every format. */
  decimals?: number;
  /** The cells are stored unit codes, written as people read them (`ug/m3` → `µg/m³`). */
  unitCodes?: boolean;
}

/**
 * An ECharts-like simple chart the PDF writer draws under the query. A `box` chart has five
 * series, minimum, lower quartile, median, upper quartile and maximum, one box per category.
 */
export interface ExportChart {
  type: 'line' | 'bar' | 'box';
  categories: string[];
  series: { name: string; data: (number | null)[] }[];
}

/** One line of the query an export states above its table (XLSX, PDF). */
export interface ExportParameter {
  label: string;
  value: string;
  /**
   * `dataLevel`: the level of the data shown (provisional, reviewed, approved). The CSV has no
   * lines above its header, so it states this one as a column of every row.
   */
  key?: 'dataLevel';
}

/** What any report or query endpoint hands over to be exported. */
export interface ExportTable {
  /** In the caller's language. */
  title: string;
  /** The query, shown at the top of XLSX/PDF: label → value, in the caller's language. */
  parameters: ExportParameter[];
  columns: ExportColumn[];
  /**
   * Rows: an array for small tables, or an async iterable of row batches for long ones (CSV and
   * XLSX stream them to storage without holding the whole range in memory).
   */
  rows: Record<string, unknown>[] | AsyncIterable<Record<string, unknown>[]>;
  chart?: ExportChart;
  /** Base file name without extension, e.g. `caqm-monthly-CA0001-2026-01`. */
  fileName: string;
}

export type { ExportFormat } from '@eqmp/domain';

const DEFAULT_BATCH = 1000;

/** The rows of a table as batches, whichever shape the caller gave them in. */
export async function* rowBatches(
  rows: ExportTable['rows'],
): AsyncGenerator<Record<string, unknown>[]> {
  if (Array.isArray(rows)) {
    for (let i = 0; i < rows.length; i += DEFAULT_BATCH) yield rows.slice(i, i + DEFAULT_BATCH);
    return;
  }
  for await (const batch of rows) yield batch;
}

/**
 * Batches read page by page (keyset or offset), so a long export never runs one huge query nor
 * holds a cursor on the single PGlite session. `fetchPage` answers fewer than `pageSize` rows at
 * the end.
 */
export async function* pagedBatches<T extends Record<string, unknown>>(
  fetchPage: (offset: number, limit: number) => Promise<T[]>,
  pageSize = 5000,
): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += pageSize) {
    const page = await fetchPage(offset, pageSize);
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    // Let other requests use the database between pages.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** "Header (unit)" — the column title every format shows, the unit as people read it (µg/m³). */
export function columnTitle(column: ExportColumn): string {
  return column.unit ? `${column.header} (${displayUnit(column.unit)})` : column.header;
}

/**
 * Defuses text a spreadsheet would run as a formula (starting with =, +, -, @, tab or return),
 * by a leading apostrophe, in every CSV and XLSX export; numbers such as -1.5 stay as they are.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text;
}

/** A cell's value for the export: numbers rounded, dates in KL time, nothing for null. */
export function cellValue(value: unknown, column: ExportColumn): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    return column.decimals === undefined ? value : Number(value.toFixed(column.decimals));
  }
  if (value instanceof Date) return localDateTimeText(value);
  if (typeof value === 'string') return column.unitCodes ? displayUnit(value) : value;
  if (typeof value === 'boolean' || typeof value === 'bigint') return value.toString();
  return JSON.stringify(value) ?? '';
}

/** A cell as text (CSV and PDF), with the column's decimals kept visible (1.50, not 1.5). */
export function cellText(value: unknown, column: ExportColumn): string {
  const cell = cellValue(value, column);
  if (cell === null) return '';
  if (typeof cell === 'number')
    return column.decimals === undefined ? String(cell) : cell.toFixed(column.decimals);
  return cell;
}
