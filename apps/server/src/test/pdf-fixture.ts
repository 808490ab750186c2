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
