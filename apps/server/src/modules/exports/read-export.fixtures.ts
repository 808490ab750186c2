import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import ExcelJS from 'exceljs';
import { cellText, type ExportColumn } from './export-table.js';

/**
 * Test helpers that open exported files the way a user's program would: ExcelJS reads an XLSX
 * back, pdf.js (legacy build, for Node) extracts a PDF's text per page.
 */
export async function readXlsxRows(data: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    rows[n - 1] = (row.values as unknown[]).slice(1);
  });
  return Array.from(rows, (r) => r ?? []);
}

/** The text of each page of a PDF, items joined by spaces. */
export async function readPdfPages(data: Buffer): Promise<string[]> {
  return (await readPdfItems(data)).map((items) => items.join(' ').replace(/\s+/g, ' '));
}

/** The text items of each page of a PDF, as a reader extracts them (one per drawn line of text). */
export async function readPdfItems(data: Buffer): Promise<string[][]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const pdf = await getDocument({
    data: new Uint8Array(data),
    standardFontDataUrl,
    isEvalSupported: false,
  }).promise;
  const pages: string[][] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    // pdf.js reads the standard fonts' micro sign back as the Greek mu; tests compare with µ.
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : '').replaceAll('\u03bc', '\u00b5').trim())
        .filter((text) => text !== ''),
    );
  }
  await pdf.destroy();
  return pages;
}

/**
 * The cells of a table (as every export writes them) that a PDF does not hold whole: each
 * non-empty cell must be one text item of the PDF — a date cut or wrapped in two is missing.
 */
export function missingPdfCells(
  items: readonly (readonly string[])[],
  columns: readonly ExportColumn[],
  rows: readonly Record<string, unknown>[],
): string[] {
  const drawn = new Set(items.flat());
  return rows.flatMap((row) =>
    columns.flatMap((c) => {
      const text = cellText(row[c.key], c);
      return text === '' || drawn.has(text) ? [] : [`${c.key}: ${text}`];
    }),
  );
}
