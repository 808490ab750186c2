import { RIVER_CLASSES, type EqrExportFormat, type EqrRiverResponse } from '@eqmp/domain';
import { translate, type Language } from '@eqmp/locales';
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

interface Section {
  readonly title: string;
  readonly header: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
}

/** The chapter as titled tables in the caller's language: the one shape every format writes. */
export function eqrSections(
  eqr: EqrRiverResponse,
  language: Language,
): { title: string; level: string; sections: Section[] } {
  const t = (key: string, values: Record<string, string | number> = {}) =>
    translate(language, key, values);
  const classes = [...RIVER_CLASSES, 'NA'] as const;
  const className = (c: string) => (c === 'NA' ? t('eqr:na') : t('eqr:class', { class: c }));
  const na = t('eqr:na');
  return {
    title: t('eqr:documentTitle', { module: eqr.module, year: eqr.year }),
    level: t('eqr:levelLine', {
      level: eqr.dataLevel ? t(`eqr:level.${eqr.dataLevel}`) : na,
      stations: eqr.stations,
    }),
    sections: [
      {
        title: t('eqr:section.classes'),
        header: [t('eqr:col.class'), t('eqr:col.stations'), t('eqr:col.percent')],
        rows: eqr.classShares.map((c) => [className(c.riverClass), c.stations, c.percent]),
      },
      {
        title: t('eqr:section.basins'),
        header: [t('eqr:col.basin'), ...classes.map(className), t('eqr:col.stations')],
        rows: eqr.byBasin.map((b) => [
          b.basin,
          ...classes.map((c) => b.counts[c] ?? 0),
          b.stations,
        ]),
      },
      {
        title: t('eqr:section.trend'),
        header: [t('eqr:col.year'), t('eqr:col.meanWqi'), t('eqr:col.stations')],
        rows: eqr.trend.map((p) => [p.year, p.meanWqi ?? na, p.stations]),
      },
    ],
  };
}

async function xlsx(doc: ReturnType<typeof eqrSections>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [i, section] of doc.sections.entries()) {
    const sheet = book.addWorksheet(section.title.slice(0, 31));
    if (i === 0) sheet.addRow([doc.title]).font = { bold: true };
    if (i === 0) sheet.addRow([doc.level]);
    sheet.addRow([...section.header]).font = { bold: true };
    for (const row of section.rows) sheet.addRow([...row]);
    sheet.columns.forEach((c) => (c.width = 18));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** An editable Word document: headings and real tables the department can paste into its report. */
async function docx(doc: ReturnType<typeof eqrSections>): Promise<Buffer> {
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
    children.push(table as unknown as Paragraph, new Paragraph(''));
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

async function pdf(doc: ReturnType<typeof eqrSections>): Promise<Buffer> {
  const out = new PDFDocument({ size: 'A4', margin: 40 });
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve) => out.on('end', () => resolve()));
  out.fontSize(16).text(doc.title).moveDown(0.3).fontSize(10).text(doc.level).moveDown();
  for (const section of doc.sections) {
    out.fontSize(12).text(section.title).moveDown(0.3).fontSize(9);
    const width = (out.page.width - 80) / section.header.length;
    const line = (values: readonly (string | number)[], bold: boolean) => {
      const y = out.y;
      out.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      values.forEach((v, i) => out.text(String(v), 40 + i * width, y, { width: width - 4 }));
      out.x = 40;
      out.moveDown(0.2);
    };
    line(section.header, true);
    for (const row of section.rows) line(row, false);
    out.moveDown();
  }
  out.end();
  await ended;
  return Buffer.concat(chunks);
}

/** The chapter as a file of the chosen format. */
export async function exportEqr(
  eqr: EqrRiverResponse,
  format: EqrExportFormat,
  language: Language,
): Promise<Buffer> {
  const doc = eqrSections(eqr, language);
  return format === 'xlsx' ? xlsx(doc) : format === 'docx' ? docx(doc) : pdf(doc);
}
