import { Worker } from 'node:worker_threads';

/** What reading a PDF's text may take: beyond any of these it is given up. */
export interface PdfTextLimits {
  /** Wall time, loading pdf.js included (ms); the worker is ended when it is up. */
  readonly timeoutMs: number;
  /** Pages read; the text of later pages is not indexed. */
  readonly maxPages: number;
  /** Characters kept. */
  readonly maxText: number;
  /** Bytes the file's compressed streams (other than pictures) may inflate to. */
  readonly maxInflatedBytes: number;
  /** The worker's JavaScript heap (MB). */
  readonly maxHeapMb: number;
}

export const PDF_TEXT_LIMITS: PdfTextLimits = {
  timeoutMs: 60_000,
  maxPages: 2000,
  maxText: 2_000_000,
  maxInflatedBytes: 32 * 1024 * 1024,
  maxHeapMb: 256,
};

/** Why a PDF's text could not be read. */
export type PdfTextFailure = 'timeout' | 'inflated' | 'memory' | 'unreadable' | 'stopped';

export class PdfTextError extends Error {
  constructor(readonly reason: PdfTextFailure) {
    super(`PDF text not read: ${reason}`);
    this.name = 'PdfTextError';
  }
}

/**
 * The worker script. Beside this module in the sources, and beside `server.js` in the bundle
 * (`scripts/build.mjs` writes it there), so the same relative address serves both.
 */
const WORKER = new URL('./pdf-text-worker.mjs', import.meta.url);

/**
 * The text of a PDF, page after page, for full-text search; empty when the PDF has no text layer
 * (a scan). pdf.js is loaded and run in a worker thread with a bounded heap and time, so neither
 * its loading nor a hostile file holds the server; a file beyond a limit is refused with a
 * {@link PdfTextError}. `signal` ends the worker early (the server is closing).
 */
export function pdfText(
  data: Uint8Array,
  limits: PdfTextLimits = PDF_TEXT_LIMITS,
  signal?: AbortSignal,
): Promise<string> {
  const copy = new Uint8Array(data);
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      workerData: {
        data: copy,
        maxPages: limits.maxPages,
        maxText: limits.maxText,
        maxInflated: limits.maxInflatedBytes,
      },
      transferList: [copy.buffer],
      resourceLimits: {
        maxOldGenerationSizeMb: limits.maxHeapMb,
        maxYoungGenerationSizeMb: 32,
        stackSizeMb: 4,
      },
      // pdf.js reports a broken file on the console; that is not the server's log.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    let outcome: { text: string } | { refused: PdfTextFailure } | null = null;
    const finish = (result: NonNullable<typeof outcome>) => {
      outcome ??= result;
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
      void worker.terminate();
    };
    const stop = () => finish({ refused: 'stopped' });
    const timer = setTimeout(() => finish({ refused: 'timeout' }), limits.timeoutMs);
    signal?.addEventListener('abort', stop);
    worker.on('message', (message: { text: string } | { refused: PdfTextFailure }) =>
      finish(message),
    );
    worker.on('error', (err: Error & { code?: string }) =>
      finish({ refused: err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'unreadable' }),
    );
    worker.on('exit', () => {
      finish({ refused: 'unreadable' });
      if (outcome && 'text' in outcome) resolve(outcome.text);
      else reject(new PdfTextError(outcome?.refused ?? 'unreadable'));
    });
  });
}
