import { cellText, columnTitle, type ExportColumn } from './export-table.js';
import { pdfText } from './pdf-text.js';

/** Horizontal padding inside a cell, each side. */
export const CELL_PADDING = 2;
/** Font sizes the table tries, largest first, until every column fits at its content's width. */
const FONT_SIZES = [7.5, 7, 6.5, 6, 5.5];
/** Rows measured to size the columns (the first batch; later rows of a long table rarely differ). */
const MEASURED_ROWS = 2000;

export interface TableLayout {
  readonly fontSize: number;
  /** Width of each column, in points; they add up to the table width. */
  readonly widths: readonly number[];
  /** The header titles as drawn (unit in its readable form). */
  readonly titles: readonly string[];
}

/** The PDF title of a column: `PM10 (µg/m³)`, the unit as people read it. */
export function pdfColumnTitle(column: ExportColumn): string {
  return pdfText(columnTitle(column));
}

/**
 * Column widths sized to their content: every column is at least as wide as its widest cell
 * (cells never wrap, so a date or a value is always whole) and its longest header word (a
 * header wraps between words only, never inside a Malay or English word). The largest font
 * size at which these minimums fit the table width is used, and the room left is shared out
 * in proportion to the headers' full width, so headers wrap on as few lines as can be. Only a
 * table too wide even at 5.5 pt is squeezed in proportion (its widest cells are then cut).
 */
export function layoutTable(
  doc: PDFKit.PDFDocument,
  columns: readonly ExportColumn[],
  rows: readonly Record<string, unknown>[],
  width: number,
): TableLayout {
  const titles = columns.map(pdfColumnTitle);
  const measured = rows.slice(0, MEASURED_ROWS);
  const at = (size: number) => {
    doc.font('Helvetica').fontSize(size);
    const cells = columns.map((c) =>
      Math.max(0, ...measured.map((r) => doc.widthOfString(pdfText(cellText(r[c.key], c))))),
    );
    doc.font('Helvetica-Bold').fontSize(size);
    const words = titles.map((t) => Math.max(...t.split(/\s+/).map((w) => doc.widthOfString(w))));
    const full = titles.map((t) => doc.widthOfString(t));
    const minimum = cells.map((c, i) => Math.max(c, words[i]!) + 2 * CELL_PADDING + 1);
    return { minimum, full: full.map((f, i) => Math.max(f + 2 * CELL_PADDING + 1, minimum[i]!)) };
  };
  for (const fontSize of FONT_SIZES) {
    const { minimum, full } = at(fontSize);
    const needed = minimum.reduce((a, b) => a + b, 0);
    if (needed > width) continue;
    // Room left first widens headers toward one line, then every column alike.
    const wish = full.map((f, i) => f - minimum[i]!);
    const wished = wish.reduce((a, b) => a + b, 0);
    const spare = width - needed;
    const toHeaders = Math.min(spare, wished);
    const rest = (spare - toHeaders) / columns.length;
    const widths = minimum.map(
      (m, i) => m + (wished > 0 ? (wish[i]! / wished) * toHeaders : 0) + rest,
    );
    return { fontSize, widths, titles };
  }
  const fontSize = FONT_SIZES.at(-1)!;
  const { minimum } = at(fontSize);
  const total = minimum.reduce((a, b) => a + b, 0);
  return { fontSize, widths: minimum.map((m) => (m / total) * width), titles };
}

/**
 * A title broken into lines between words only (PDF line breaking would also break after a
 * slash, "ug/" | "m³"); the column is never narrower than its longest word.
 */
export function titleLines(doc: PDFKit.PDFDocument, title: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && doc.widthOfString(`${last} ${word}`) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Line height of the table's text at its font size. */
export const lineHeight = (layout: TableLayout) => Math.ceil(layout.fontSize * 1.2);

/** Height of the header row: its tallest wrapped title, plus padding (bold font set). */
export function headerHeight(doc: PDFKit.PDFDocument, layout: TableLayout): number {
  doc.font('Helvetica-Bold').fontSize(layout.fontSize);
  const lines = layout.titles.map(
    (t, i) => titleLines(doc, t, layout.widths[i]! - 2 * CELL_PADDING).length,
  );
  return Math.max(1, ...lines) * lineHeight(layout) + 4;
}
