/** The most text kept from one file for searching (characters). */
const MAX_TEXT = 2_000_000;

/**
 * The text of a PDF, page after page, for full-text search; empty when the PDF has no text layer
 * (a scan) or cannot be read. pdf.js is loaded on first use so the server starts without it.
 */
export async function pdfText(data: Buffer): Promise<string> {
  try {
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const pdf = await getDocument({
      data: new Uint8Array(data),
      isEvalSupported: false,
      disableFontFace: true,
      verbosity: 0,
    }).promise;
    const parts: string[] = [];
    let length = 0;
    for (let i = 1; i <= pdf.numPages && length < MAX_TEXT; i++) {
      const page = await pdf.getPage(i);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
      parts.push(text);
      length += text.length;
      page.cleanup();
    }
    await pdf.destroy();
    return parts.join('\n').slice(0, MAX_TEXT);
  } catch {
    return '';
  }
}
