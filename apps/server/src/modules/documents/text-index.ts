import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../storage/file-storage.js';
import {
  PDF_TEXT_LIMITS,
  PdfTextError,
  pdfText,
  type PdfTextLimits,
} from '../../storage/pdf-text.js';
import type { DocumentsRepository } from './documents.repository.js';

/** A stored PDF whose text is to be indexed for its document's version. */
export interface TextIndexJob {
  readonly documentId: number;
  readonly version: number;
  readonly storageKey: string;
}

/**
 * Indexes the text of uploaded PDFs after the upload has answered: one file at a time, each in a
 * worker bounded in time, heap, pages and inflated bytes (`storage/pdf-text.ts`). The text is
 * stored on the document while that version is still its current one; a file that cannot be read
 * leaves the document listed without text and is logged as a warning. Files waiting when the
 * server stops are not indexed.
 */
export function createTextIndex({
  repo,
  storage,
  log,
  limits = PDF_TEXT_LIMITS,
}: {
  repo: DocumentsRepository;
  storage: FileStorage;
  log: FastifyBaseLogger;
  limits?: PdfTextLimits;
}) {
  const queue: TextIndexJob[] = [];
  const stopping = new AbortController();
  let running: Promise<void> | null = null;

  async function index(job: TextIndexJob): Promise<void> {
    try {
      const file = await storage.get(job.storageKey);
      if (!file) return;
      const data = Buffer.isBuffer(file.body) ? file.body : await buffer(file.body);
      const text = await pdfText(data, limits, stopping.signal);
      await repo.setContentText(job.documentId, job.version, text);
    } catch (err) {
      if (stopping.signal.aborted) return;
      log.warn(
        {
          documentId: job.documentId,
          version: job.version,
          reason: err instanceof PdfTextError ? err.reason : 'failed',
          err: err instanceof PdfTextError ? undefined : err,
        },
        'The text of an uploaded PDF was not indexed; the document is listed without it',
      );
    }
  }

  async function run(): Promise<void> {
    for (let job = queue.shift(); job && !stopping.signal.aborted; job = queue.shift())
      await index(job);
    running = null;
  }

  return {
    /** Queues a stored PDF; its text is indexed in the background. */
    schedule(job: TextIndexJob): void {
      if (stopping.signal.aborted) return;
      queue.push(job);
      running ??= run();
    },
    /** Ends the file being read and forgets the rest (the server is closing). */
    async close(): Promise<void> {
      stopping.abort();
      queue.length = 0;
      await running;
    },
  };
}

export type TextIndex = ReturnType<typeof createTextIndex>;
