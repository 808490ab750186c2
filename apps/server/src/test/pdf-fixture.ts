import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

/** A small real PDF whose pages hold the given lines of text (one page per entry). */
export async function pdfWithText(...pages: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (const text of pages) doc.addPage().text(text);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * A one-page PDF whose page content is one FlateDecode stream inflating to `inflatedBytes`: the
 * text operators of `line` repeated (every line a text item for pdf.js). A few hundred kilobytes
 * for tens of megabytes of content.
 */
export function pdfBomb(
  inflatedBytes: number,
  line = 'BT /F1 12 Tf 10 10 Td (bomb) Tj ET\n',
): Buffer {
  const unit = Buffer.from(line, 'latin1');
  const content = Buffer.alloc(inflatedBytes);
  for (let at = 0; at < inflatedBytes; at += unit.length) unit.copy(content, at);
  const stream = deflateSync(content);
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ];
  const parts = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    const object = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      body,
      Buffer.from('\nendobj\n'),
    ]);
    offsets.push(length);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.concat([...parts, Buffer.from(xref)]);
}
