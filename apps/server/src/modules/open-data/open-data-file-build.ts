import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import {
  KL_OFFSET_MS,
  localIsoText,
  MODULES,
  OPEN_DATA_CSV_COLUMNS,
  type ModuleCode,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { pagedBatches } from '../exports/index.js';
import { approvedRanges, isApprovedAt } from '../values/index.js';
import type { createOpenDataFilesRepository } from './open-data-files.repository.js';

/** The first instant of a Kuala Lumpur calendar year. */
export const klYearStart = (year: number) => new Date(Date.UTC(year, 0, 1) - KL_OFFSET_MS);

/** An instant as Kuala Lumpur local time with its offset: `2026-01-01T08:00:00+08:00`. */
export function klTime(at: Date): string {
  return `${localIsoText(at)}+08:00`;
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV of chunks of text, gzipped, with its size and SHA-256 counted on the way. */
async function* gzipped(
  source: AsyncIterable<string>,
  into: { bytes: number; rows: number; hash: ReturnType<typeof createHash> },
): AsyncGenerator<Buffer> {
  const gzip = createGzip();
  const input = Readable.from(source);
  input.on('error', (err) => gzip.destroy(err));
  input.pipe(gzip);
  for await (const chunk of gzip as AsyncIterable<Buffer>) {
    into.bytes += chunk.length;
    into.hash.update(chunk);
    yield chunk;
  }
}

export interface PublicStation {
  readonly id: string;
  readonly name: string;
  readonly module: ModuleCode;
}

/** What building and serving the files uses. */
export interface FileDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  clock: Clock;
  repo: ReturnType<typeof createOpenDataFilesRepository>;
}

/** The rows of one station's year, as CSV lines (no header). */
export async function* stationLines(
  { db, repo }: FileDeps,
  station: PublicStation,
  year: number,
): AsyncGenerator<string> {
  const from = klYearStart(year);
  const to = klYearStart(year + 1);
  const [approvals, codes, parameters] = await Promise.all([
    approvedRanges(db, [station.id], { from, to }),
    repo.codes(station.id, from, to),
    repo.parameters(),
  ]);
  const byCode = new Map(parameters.map((p) => [p.code, p]));
  const averaging = MODULES[station.module].kind === 'manual' ? 'sample' : 'PT1H';
  for await (const page of pagedBatches(
    (offset, limit) => repo.values(station.id, from, to, offset, limit),
    10_000,
  )) {
    let text = '';
    for (const r of page) {
      const p = byCode.get(r.parameterCode);
      // The query report's rounding: the parameter's decimals.
      const value = Number(r.avg!.toFixed(p?.decimals ?? 2));
      const level = isApprovedAt(approvals, station.id, r.hour, r.parameterCode)
        ? 'approved'
        : 'provisional';
      text += `${[
        station.id,
        klTime(r.hour),
        r.parameterCode,
        p?.unit ?? '',
        averaging,
        String(value),
        String(r.validity),
        level,
        codes.get(`${r.hour.getTime()}|${r.parameterCode}`) ?? '',
      ]
        .map(csvField)
        .join(',')}\r\n`;
    }
    yield text;
  }
}

/** Writes one file and records it; the file it replaces is removed from storage. */
export async function build(
  { storage, repo, clock }: FileDeps,
  meta: {
    name: string;
    kind: 'station' | 'network';
    module: string;
    stationId: string | null;
    year: number;
    source: string;
  },
  lines: () => AsyncGenerator<string>,
) {
  const key = `open-data/${randomUUID()}`;
  const into = { bytes: 0, rows: 0, hash: createHash('sha256') };
  async function* csv() {
    yield `${OPEN_DATA_CSV_COLUMNS.join(',')}\r\n`;
    for await (const text of lines()) {
      into.rows += text === '' ? 0 : text.split('\r\n').length - 1;
      yield text;
    }
  }
  await storage.putStream(key, gzipped(csv(), into), 'application/gzip');
  try {
    const old = await repo.saveFile({
      ...meta,
      storageKey: key,
      sizeBytes: into.bytes,
      rows: into.rows,
      sha256: into.hash.digest('hex'),
      builtAt: clock.now(),
    });
    if (old && old !== key) await storage.delete(old);
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
}
