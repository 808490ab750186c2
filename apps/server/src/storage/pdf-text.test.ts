import { describe, expect, it } from 'vitest';
import { pdfBomb, pdfWithText } from '../test/pdf-fixture.js';
import { PDF_TEXT_LIMITS, PdfTextError, pdfText } from './pdf-text.js';

/** The longest the event loop went without a turn while `work` ran (ms). */
async function longestStall(work: Promise<unknown>): Promise<{ result: unknown; stall: number }> {
  let last = performance.now();
  let stall = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last);
    last = now;
  }, 10);
  const result = await work.catch((err: unknown) => err);
  clearInterval(timer);
  return { result, stall };
}

describe('pdfText (in a worker thread)', () => {
  it('reads the text of a PDF page after page, up to the page limit', async () => {
    const pdf = await pdfWithText('Quarterly audit.', 'Anemometer replaced.', 'Third page.');
    expect(await pdfText(pdf)).toBe('Quarterly audit.\nAnemometer replaced.\nThird page.');
    expect(await pdfText(pdf, { ...PDF_TEXT_LIMITS, maxPages: 2 })).toBe(
      'Quarterly audit.\nAnemometer replaced.',
    );
  });

  it('refuses at once a PDF whose streams inflate past the limit, the event loop turning all along', async () => {
    const bomb = pdfBomb(80 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = Date.now();
    const { result, stall } = await longestStall(pdfText(bomb));
    expect(result).toBeInstanceOf(PdfTextError);
    expect(result).toMatchObject({ reason: 'inflated' });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(stall).toBeLessThan(1000);
  });

  it('gives up a PDF that takes longer than its time, ending the worker', async () => {
    // Five megabytes of text operators: seconds of work for pdf.js, within the inflated limit.
    const slow = pdfBomb(5 * 1024 * 1024);
    const started = Date.now();
    const { result, stall } = await longestStall(
      pdfText(slow, { ...PDF_TEXT_LIMITS, timeoutMs: 300 }),
    );
    expect(result).toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(stall).toBeLessThan(1000);
  });

  it('ends the worker when asked to stop, and says so', async () => {
    const stop = new AbortController();
    const reading = pdfText(pdfBomb(5 * 1024 * 1024), PDF_TEXT_LIMITS, stop.signal);
    setTimeout(() => stop.abort(), 100);
    await expect(reading).rejects.toMatchObject({ reason: 'stopped' });
  });

  it('says a file is unreadable when pdf.js cannot open it', async () => {
    await expect(pdfText(Buffer.from('%PDF-1.4\nnothing else'))).rejects.toMatchObject({
      reason: 'unreadable',
    });
  });
});
