import { PassThrough, type Readable } from 'node:stream';
import { type ExportJobResponse, type ExportStartedResponse, HOUR_MS } from '@eqmp/domain';
import type { Language } from '@eqmp/locales';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import type { FileStorage, StoredFile } from '../../storage/file-storage.js';
import { createLinkSigner } from './download-link.js';
import { createExportJobsRepository } from './export-jobs.repository.js';
import { createJobHeartbeat } from './job-heartbeat.js';
import type { ExportFormat, ExportTable } from './export-table.js';
import { csvChunks } from './write-csv.js';
import { writePdf } from './write-pdf.js';
import { writeXlsx } from './write-xlsx.js';

export type { ExportChart, ExportColumn, ExportTable } from './export-table.js';

/** What `start` answers: the link of a ready file, or the job to poll for a long one. */
type ExportStarted = ExportStartedResponse;

/** A job as `GET /api2/exports/:id` shows it to its owner. */
type ExportJobStatus = ExportJobResponse;

export interface ExportService {
  /**
   * Starts the export for `userId` in `format` and answers `{ downloadlink }` once the file is
   * ready (small), or `{ downloadlink: null, job }` for a long one (more than the background
   * threshold of `expectedRows`) whose progress the client polls at `GET /api2/exports/:id`.
   */
  start(input: {
    table: ExportTable;
    format: ExportFormat;
    userId: string;
    lang: Language;
    expectedRows?: number;
  }): Promise<ExportStarted>;
  /** The job of `userId` (another user's job is "not found"). */
  status(jobId: string, userId: string): Promise<ExportJobStatus>;
  /** The file behind a signed link, checked for signature, expiry and readiness. */
  download(
    jobId: string,
    exp: number,
    sig: string,
  ): Promise<{ file: StoredFile; fileName: string }>;
  /** Resolves when no background export is running (tests, shutdown). */
  idle(): Promise<void>;
}

export const CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};
/** Rows above which an export runs in the background (the caller polls its progress). */
export const BACKGROUND_ROWS = 20_000;
/** How long a finished file is kept (links are issued from it until then). */
const FILE_TTL_MS = HOUR_MS;
/** Progress is saved at most once per this many rows. */
const PROGRESS_STEP = 2000;

/** Counts the bytes passing through, so the size is known without reading the file back. */
async function* counted(
  source: AsyncIterable<Buffer | string>,
  into: { bytes: number },
): AsyncGenerator<Buffer | string> {
  for await (const chunk of source) {
    into.bytes += Buffer.byteLength(chunk);
    yield chunk;
  }
}

/** What running and serving export jobs uses. */
interface JobParts {
  readonly clock: Clock;
  readonly storage: FileStorage;
  readonly jobs: ReturnType<typeof createExportJobsRepository>;
  readonly heartbeat: ReturnType<typeof createJobHeartbeat>;
}

/** Writes the file of a job into storage and marks the job ready. */
async function write(
  { clock, storage, jobs }: JobParts,
  jobId: string,
  key: string,
  table: ExportTable,
  format: ExportFormat,
  lang: Language,
) {
  let rowsDone = 0;
  let saved = 0;
  const onRows = async (count: number) => {
    rowsDone += count;
    if (rowsDone - saved < PROGRESS_STEP) return;
    saved = rowsDone;
    await jobs.saveProgress(jobId, rowsDone, clock.now());
  };
  const size = { bytes: 0 };
  if (format === 'csv') {
    await storage.putStream(key, counted(csvChunks(table, onRows), size), CONTENT_TYPES.csv);
  } else if (format === 'xlsx') {
    const out = new PassThrough();
    const writing = writeXlsx(table, out, onRows).catch((err: unknown) => {
      out.destroy(err as Error);
      throw err;
    });
    await Promise.all([storage.putStream(key, counted(out, size), CONTENT_TYPES.xlsx), writing]);
  } else {
    const { doc, done } = writePdf(table, { lang, generatedAt: clock.now(), onRows });
    await Promise.all([
      storage.putStream(key, counted(doc as unknown as Readable, size), CONTENT_TYPES.pdf),
      done,
    ]);
  }
  const now = clock.now();
  await jobs.markReady(jobId, {
    rowsDone,
    storageKey: key,
    contentType: CONTENT_TYPES[format],
    sizeBytes: size.bytes,
    finishedAt: now,
    fileExpiresAt: new Date(now.getTime() + FILE_TTL_MS),
  });
}

/** Runs a job: its file written, or the job marked failed and its partial file removed. */
async function run(
  parts: JobParts,
  jobId: string,
  table: ExportTable,
  format: ExportFormat,
  lang: Language,
): Promise<boolean> {
  const { clock, storage, jobs, heartbeat } = parts;
  const key = `exports/${jobId}`;
  heartbeat.add(jobId);
  try {
    await write(parts, jobId, key, table, format, lang);
    return true;
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    await jobs.markFailed(
      jobId,
      err instanceof Error ? err.message.slice(0, 500) : String(err),
      clock.now(),
    );
    return false;
  } finally {
    heartbeat.remove(jobId);
  }
}

/** Removes files past their time; their jobs stay as the record of who exported what. */
async function purgeExpired({ clock, storage, jobs }: JobParts) {
  const expired = await jobs.expiredFiles(clock.now());
  for (const job of expired) {
    // Claimed before the file goes: of instances purging at once, one deletes it.
    if (await jobs.claimFile(job.id, job.storageKey!)) await storage.delete(job.storageKey!);
  }
}

/** A job's progress and the file behind its signed link. */
function createExportLinks(
  { clock, storage, jobs, heartbeat }: JobParts,
  signer: ReturnType<typeof createLinkSigner>,
): Pick<ExportService, 'status' | 'download'> {
  return {
    async status(jobId, userId) {
      await heartbeat.failStale();
      const job = orNotFound(await jobs.find(jobId, userId));
      const now = clock.now();
      const fileThere =
        job.status === 'ready' &&
        job.storageKey !== null &&
        job.fileExpiresAt !== null &&
        job.fileExpiresAt > now;
      const progress =
        job.status === 'ready'
          ? 100
          : job.expectedRows
            ? Math.min(99, Math.floor((job.rowsDone / job.expectedRows) * 100))
            : null;
      return {
        id: job.id,
        status: job.status,
        rowsDone: job.rowsDone,
        expectedRows: job.expectedRows,
        progress,
        downloadlink: fileThere ? signer.link(job.id, job.userId, now) : null,
      };
    },

    async download(jobId, exp, sig) {
      const job = await jobs.find(jobId);
      if (!job || !signer.verify(job.id, job.userId, exp, sig))
        throw new AppError('DOWNLOAD_LINK_INVALID');
      const now = clock.now();
      if (
        exp * 1000 < now.getTime() ||
        job.status !== 'ready' ||
        !job.storageKey ||
        !job.fileExpiresAt ||
        job.fileExpiresAt <= now
      ) {
        throw new AppError('DOWNLOAD_LINK_EXPIRED');
      }
      const file = await storage.get(job.storageKey);
      if (!file) throw new AppError('DOWNLOAD_LINK_EXPIRED');
      const ext = job.format;
      return { file, fileName: `${job.fileName}.${ext}` };
    },
  };
}

/**
 * Exports (spec §7 `&export={csv|xlsx|pdf}` → `{ downloadlink }`): writes the file into file
 * storage, small ones before answering, long ones in the background with progress saved on the
 * `export_job` row; links are signed for the job's user and expire after 15 minutes.
 */
export function createExportService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  storage: FileStorage;
  secret: string;
  backgroundRows?: number;
}): ExportService {
  const { db, clock, storage } = deps;
  const signer = createLinkSigner(deps.secret);
  const backgroundRows = deps.backgroundRows ?? BACKGROUND_ROWS;
  const running = new Set<Promise<void>>();
  const parts: JobParts = {
    clock,
    storage,
    jobs: createExportJobsRepository(db),
    heartbeat: createJobHeartbeat(db, clock),
  };

  return {
    async start({ table, format, userId, lang, expectedRows }) {
      await parts.heartbeat.failStale();
      await purgeExpired(parts);
      const jobId = await parts.jobs.insert({
        userId,
        format,
        title: table.title.slice(0, 300),
        fileName: table.fileName,
        expectedRows: expectedRows ?? null,
        at: clock.now(),
      });
      if (expectedRows !== undefined && expectedRows > backgroundRows) {
        const task = run(parts, jobId, table, format, lang).then(() => undefined);
        running.add(task);
        void task.finally(() => running.delete(task));
        return { downloadlink: null, job: { id: jobId } };
      }
      if (!(await run(parts, jobId, table, format, lang))) throw new AppError('EXPORT_FAILED');
      return { downloadlink: signer.link(jobId, userId, clock.now()) };
    },

    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    ...createExportLinks(parts, signer),
  };
}
