import { localDateTimeText } from '@eqmp/domain';
import type { Language } from '@eqmp/locales';
import { translate } from '@eqmp/locales';
import PDFDocument from 'pdfkit';
import { cellText, rowBatches, type ExportTable } from './export-table.js';
import { chartHasData, drawCharts } from './pdf-chart.js';
import {
  CELL_PADDING,
  headerHeight,
  layoutTable,
  lineHeight,
  titleLines,
  type TableLayout,
} from './pdf-layout.js';
import { pdfText } from './pdf-text.js';

/** Rows a PDF shows at most (≈ 200 pages); CSV and XLSX carry any number. The PDF says so. */
export const PDF_ROW_LIMIT = 8000;
const MARGIN = 36;
const FOOTER_SPACE = 24;
const HEADER_FILL = '#e8e8e8';

/** The export's words in the caller's language, made safe for the PDF's fonts. */
type Text = (key: string, values?: Record<string, string | number>) => string;

/** The department and programme above a line, at the top of every page. */
function drawDepartmentHeader(doc: PDFKit.PDFDocument, t: Text, width: number) {
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
}

/** The title, the query's parameters and the generation time. */
function drawTitle(
  doc: PDFKit.PDFDocument,
  table: ExportTable,
  t: Text,
  width: number,
  generatedAt: Date,
) {
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor('#000000')
    .text(pdfText(table.title), MARGIN, doc.y, { width });
  doc.moveDown(0.3).font('Helvetica').fontSize(8.5);
  for (const p of table.parameters) doc.text(pdfText(`${p.label}: ${p.value}`), { width });
  doc
    .fillColor('#444444')
    .text(t('generatedAt', { time: localDateTimeText(generatedAt) }), { width });
  doc.moveDown(0.5);
}

/** "Page n of m" at the foot of every page. */
function numberPages(doc: PDFKit.PDFDocument, t: Text, width: number) {
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
  const t: Text = (key, values) => pdfText(translate(lang, `reports:export.${key}`, values));
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: pdfText(table.title), Author: t('department') },
  });
  const width = doc.page.width - 2 * MARGIN;
  let layout: TableLayout = { fontSize: 7.5, widths: [], titles: [] };
  const rowHeight = () => Math.ceil(layout.fontSize * 1.75);
  const pageBottom = () => doc.page.height - MARGIN - FOOTER_SPACE;

  /** A data row: one line per cell, never wrapped (a longer cell than measured is cut). */
  const drawRow = (cells: readonly string[]) => {
    const y = doc.y;
    doc.font('Helvetica').fontSize(layout.fontSize).fillColor('#000000');
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.text(pdfText(cell), x + CELL_PADDING, y, {
        width: layout.widths[i]! - 2 * CELL_PADDING,
        lineBreak: false,
        ellipsis: true,
      });
      x += layout.widths[i]!;
    });
    doc.y = y + rowHeight();
  };
  /** The header row: titles wrapped between words within their column. */
  const drawHeader = () => {
    const y = doc.y;
    const height = headerHeight(doc, layout);
    doc.rect(MARGIN, y - 2, width, height).fill(HEADER_FILL);
    doc.font('Helvetica-Bold').fontSize(layout.fontSize).fillColor('#000000');
    let x = MARGIN;
    layout.titles.forEach((title, i) => {
      const lines = titleLines(doc, title, layout.widths[i]! - 2 * CELL_PADDING);
      lines.forEach((line, k) =>
        doc.text(line, x + CELL_PADDING, y + k * lineHeight(layout), { lineBreak: false }),
      );
      x += layout.widths[i]!;
    });
    doc.y = y + height;
  };
  const newPage = () => {
    doc.addPage();
    drawDepartmentHeader(doc, t, width);
  };
  const ensureRoom = () => {
    if (doc.y + rowHeight() <= pageBottom()) return;
    newPage();
    drawHeader();
  };

  const done = (async () => {
    drawDepartmentHeader(doc, t, width);
    drawTitle(doc, table, t, width, options.generatedAt);

    if (chartHasData(table.chart)) {
      // Series are named as their columns; the column carries the unit.
      const units = new Map(table.columns.filter((c) => c.unit).map((c) => [c.header, c.unit!]));
      drawCharts(doc, table.chart, { x: MARGIN, width, bottom: pageBottom() }, newPage, (name) =>
        units.get(name),
      );
      doc.y += 8;
    }

    const batches = rowBatches(table.rows)[Symbol.asyncIterator]();
    let batch = await batches.next();
    // The first batch sizes the columns to their content.
    layout = layoutTable(doc, table.columns, batch.done ? [] : batch.value, width);
    if (doc.y + headerHeight(doc, layout) + rowHeight() > pageBottom()) newPage();
    drawHeader();
    let total = 0;
    for (; !batch.done; batch = await batches.next()) {
      for (const row of batch.value) {
        total += 1;
        if (total > PDF_ROW_LIMIT) continue;
        ensureRoom();
        drawRow(table.columns.map((c) => cellText(row[c.key], c)));
      }
      await options.onRows(batch.value.length);
    }
    doc.font('Helvetica-Oblique').fontSize(8).fillColor('#444444');
    if (total === 0) doc.text(t('noRows'), MARGIN, doc.y + 4, { width });
    if (total > PDF_ROW_LIMIT)
      doc.text(t('pdfRowLimit', { shown: PDF_ROW_LIMIT, total }), MARGIN, doc.y + 4, { width });

    numberPages(doc, t, width);
    doc.end();
  })().catch((err: unknown) => {
    doc.destroy(err instanceof Error ? err : new Error(String(err)));
    throw err;
  });
  return { doc, done };
}
