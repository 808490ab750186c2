import type { Language } from '@eqmp/locales';
import { translate } from '@eqmp/locales';
import PDFDocument from 'pdfkit';
import {
  cellText,
  columnTitle,
  klDateTime,
  rowBatches,
  type ExportColumn,
  type ExportTable,
} from './export-table.js';
import { chartHasData, drawChart } from './pdf-chart.js';
import { pdfText } from './pdf-text.js';

/** Rows a PDF shows at most (≈ 200 pages); CSV and XLSX carry any number. The PDF says so. */
export const PDF_ROW_LIMIT = 8000;
const MARGIN = 36;
const ROW_HEIGHT = 13;
const FONT_SIZE = 7.5;
const FOOTER_SPACE = 24;
const HEADER_FILL = '#e8e8e8';

/** Column widths in proportion to their titles (within bounds), filling the page width. */
function columnWidths(columns: readonly ExportColumn[], width: number): number[] {
  const weights = columns.map((c) => Math.min(28, Math.max(6, columnTitle(c).length)));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (w / total) * width);
}

/**
 * Writes the table as an A4 landscape PDF into the returned document stream: department header,
 * title, the query's parameters, the level and generation time, the chart, the table (header
 * repeated on every page) and "Page n of m" on every page, in the caller's language.
 */
export function writePdf(
  table: ExportTable,
  options: { lang: Language; generatedAt: Date; onRows: (count: number) => Promise<void> },
): { doc: PDFKit.PDFDocument; done: Promise<void> } {
  const { lang } = options;
  const t = (key: string, values?: Record<string, string | number>) =>
    pdfText(translate(lang, `reports:export.${key}`, values));
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: pdfText(table.title), Author: t('department') },
  });
  const width = doc.page.width - 2 * MARGIN;
  const widths = columnWidths(table.columns, width);
  const pageBottom = () => doc.page.height - MARGIN - FOOTER_SPACE;

  const drawDepartmentHeader = () => {
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor('#000000')
      .text(t('department'), MARGIN, MARGIN, { width, lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#444444')
      .text(t('programme'), MARGIN, MARGIN + 11, { width, lineBreak: false });
    doc
      .moveTo(MARGIN, MARGIN + 23)
      .lineTo(MARGIN + width, MARGIN + 23)
      .lineWidth(0.5)
      .strokeColor('#888888')
      .stroke();
    doc.y = MARGIN + 30;
  };
  const drawRow = (cells: string[], header: boolean) => {
    const y = doc.y;
    if (header) doc.rect(MARGIN, y - 2, width, ROW_HEIGHT).fill(HEADER_FILL);
    doc
      .font(header ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(FONT_SIZE)
      .fillColor('#000000');
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.text(pdfText(cell), x + 2, y, {
        width: widths[i]! - 4,
        lineBreak: false,
        ellipsis: true,
      });
      x += widths[i]!;
    });
    doc.y = y + ROW_HEIGHT;
  };
  const headerCells = table.columns.map(columnTitle);
  const ensureRoom = () => {
    if (doc.y + ROW_HEIGHT <= pageBottom()) return;
    doc.addPage();
    drawDepartmentHeader();
    drawRow(headerCells, true);
  };

  const done = (async () => {
    drawDepartmentHeader();
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .fillColor('#000000')
      .text(pdfText(table.title), MARGIN, doc.y, { width });
    doc.moveDown(0.3).font('Helvetica').fontSize(8.5);
    for (const p of table.parameters) doc.text(pdfText(`${p.label}: ${p.value}`), { width });
    doc
      .fillColor('#444444')
      .text(t('generatedAt', { time: klDateTime(options.generatedAt) }), { width });
    doc.moveDown(0.5);

    if (chartHasData(table.chart)) {
      const box = { x: MARGIN, y: doc.y, width, height: 190 };
      drawChart(doc, table.chart, box);
      doc.y = box.y + box.height + 8;
    }

    ensureRoom();
    drawRow(headerCells, true);
    let total = 0;
    for await (const batch of rowBatches(table.rows)) {
      for (const row of batch) {
        total += 1;
        if (total > PDF_ROW_LIMIT) continue;
        ensureRoom();
        drawRow(
          table.columns.map((c) => cellText(row[c.key], c)),
          false,
        );
      }
      await options.onRows(batch.length);
    }
    doc.font('Helvetica-Oblique').fontSize(8).fillColor('#444444');
    if (total === 0) doc.text(t('noRows'), MARGIN, doc.y + 4, { width });
    if (total > PDF_ROW_LIMIT)
      doc.text(t('pdfRowLimit', { shown: PDF_ROW_LIMIT, total }), MARGIN, doc.y + 4, { width });

    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Writing inside the bottom margin must not open a new page.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc
        .font('Helvetica')
        .fontSize(7.5)
        .fillColor('#444444')
        .text(
          t('page', { page: i + 1 - range.start, pages: range.count }),
          MARGIN,
          doc.page.height - MARGIN - 10,
          { width, align: 'right', lineBreak: false },
        );
      doc.page.margins.bottom = bottom;
    }
    doc.end();
  })().catch((err: unknown) => {
    doc.destroy(err instanceof Error ? err : new Error(String(err)));
    throw err;
  });
  return { doc, done };
}
