import type { EqrExportFormat } from '@eqmp/domain';
import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';

export const EQR_CONTENT_TYPES: Readonly<Record<EqrExportFormat, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export interface EqrSection {
  readonly title: string;
  readonly header: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
  /** Lines under the table: how its figures were made. */
  readonly notes?: readonly string[];
}

/** A chapter as titled tables in the caller's language: the one shape every format writes. */
export interface EqrDocument {
  readonly title: string;
  /** The data level line (which level the figures rest on). */
  readonly level: string;
  readonly notes: readonly string[];
  readonly sections: readonly EqrSection[];
}

async function xlsx(doc: EqrDocument): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [i, section] of doc.sections.entries()) {
    const sheet = book.addWorksheet(section.title.slice(0, 31));
    if (i === 0) sheet.addRow([doc.title]).font = { bold: true };
    if (i === 0) sheet.addRow([doc.level]);
    if (i === 0) for (const note of doc.notes) sheet.addRow([note]);
    sheet.addRow([...section.header]).font = { bold: true };
    for (const row of section.rows) sheet.addRow([...row]);
    for (const note of section.notes ?? []) sheet.addRow([note]);
    sheet.columns.forEach((c) => (c.width = 18));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** An editable Word document: headings and real tables the department can paste into its report. */
async function docx(doc: EqrDocument): Promise<Buffer> {
  const cell = (text: string | number, bold = false) =>
    new TableCell({
      children: [
        new Paragraph({
          alignment: typeof text === 'number' ? AlignmentType.RIGHT : AlignmentType.LEFT,
          children: [new TextRun({ text: String(text), bold })],
        }),
      ],
    });
  const children = [
    new Paragraph({ text: doc.title, heading: HeadingLevel.HEADING_1 }),
    new Paragraph(doc.level),
    ...doc.notes.map((n) => new Paragraph(n)),
  ];
  for (const section of doc.sections) {
    children.push(new Paragraph({ text: section.title, heading: HeadingLevel.HEADING_2 }));
    const table = new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: [
        new TableRow({ tableHeader: true, children: section.header.map((h) => cell(h, true)) }),
        ...section.rows.map((r) => new TableRow({ children: r.map((v) => cell(v)) })),
      ],
    });
    children.push(
      table as unknown as Paragraph,
      ...(section.notes ?? []).map((n) => new Paragraph(n)),
      new Paragraph(''),
    );
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

async function pdf(doc: EqrDocument): Promise<Buffer> {
  // A chapter with a wide table (the air compliance's ten columns) is laid out landscape so
  // its cells do not break words.
  const widest = Math.max(...doc.sections.map((s) => s.header.length));
  const out = new PDFDocument({
    size: 'A4',
    margin: 40,
    layout: widest > 8 ? 'landscape' : 'portrait',
  });
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve) => out.on('end', () => resolve()));
  out.fontSize(16).text(doc.title).moveDown(0.3).fontSize(10).text(doc.level);
  for (const note of doc.notes) out.text(note);
  out.moveDown();
  for (const section of doc.sections) {
    out.fontSize(12).text(section.title).moveDown(0.3).fontSize(9);
    const width = (out.page.width - 80) / section.header.length;
    const line = (values: readonly (string | number)[], bold: boolean) => {
      // A row that would run off the page starts the next one.
      if (out.y > out.page.height - 80) out.addPage();
      const y = out.y;
      out.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      let bottom = y;
      values.forEach((v, i) => {
        out.text(String(v), 40 + i * width, y, { width: width - 4 });
        bottom = Math.max(bottom, out.y);
      });
      out.x = 40;
      out.y = bottom;
      out.moveDown(0.2);
    };
    line(section.header, true);
    for (const row of section.rows) line(row, false);
    out.font('Helvetica');
    for (const note of section.notes ?? []) out.text(note, 40);
    out.moveDown();
  }
  out.end();
  await ended;
  return Buffer.concat(chunks);
}

/** The chapter as a file of the chosen format. */
export function writeEqr(doc: EqrDocument, format: EqrExportFormat): Promise<Buffer> {
  return format === 'xlsx' ? xlsx(doc) : format === 'docx' ? docx(doc) : pdf(doc);
}
