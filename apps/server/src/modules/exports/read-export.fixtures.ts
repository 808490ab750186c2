import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import ExcelJS from 'exceljs';

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
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const pdf = await getDocument({
    data: new Uint8Array(data),
    standardFontDataUrl,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    // pdf.js reads the standard fonts' micro sign back as the Greek mu; tests compare with µ.
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' ')
        .replaceAll('\u03bc', '\u00b5'),
    );
  }
  await pdf.destroy();
  return pages;
}
