import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Language } from '@eqmp/locales';
import { translate } from '@eqmp/locales';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { createHotspotsRepository } from './hotspots.repository.js';
import { parseHotspotCsv, type ParsedHotspot } from './parse-hotspot-csv.js';
import { createStateLocator, type StateLocator } from './state-locator.js';

/** Largest hotspot file accepted (a day of FIRMS detections for South-East Asia is well under 1 MB). */
export const HOTSPOT_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Problems kept and answered per import (the counts are always complete). */
const PROBLEMS_KEPT = 500;
/** Rows per statement: one array per column, so the statement's size does not grow with its parameters. */
const BATCH = 5000;
/** Most rows one file may have, counted before parsing (a day of FIRMS detections over the region is a few thousand). */
export const HOTSPOT_MAX_ROWS = 20_000;

/** Lines of a text, counted without splitting it. */
function lineCount(text: string): number {
  let n = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n += 1;
  return n;
}

export interface HotspotImportResult {
  importId: number;
  rowsTotal: number;
  imported: number;
  duplicates: number;
  rejected: number;
  problems: { line: number; field: string; message: string }[];
}

/** Text the way a CSV must be: UTF-8 without NUL bytes (a spreadsheet or image is refused by its bytes, not its name). */
function csvText(data: Buffer): string {
  if (data.includes(0))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'reports:errors.hotspotNotCsv' });
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'reports:errors.hotspotNotCsv' });
  }
}

/**
 * Fire hotspots (spec §2 air report "hotspot"): imports FIRMS/ASMC-style CSV files, keeping the
 * good rows (each placed in a state by point-in-polygon) and reporting every bad row; a detection
 * already stored (same place, time, satellite and instrument) is counted as a duplicate.
 */
export function createHotspotsService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const repo = createHotspotsRepository(db);
  let locator: Promise<StateLocator> | null = null;
  const locate = () => (locator ??= createStateLocator(repo.stateCodes));

  /**
   * Stores parsed hotspots (also used by the demo seed), each placed in its state; answers how
   * many were new. Set-based: each batch is one statement, so a file of the largest size is a
   * handful of statements, with a turn of the event loop between them.
   */
  async function store(
    trx: Kysely<Database>,
    rows: readonly ParsedHotspot[],
    importId: number | null,
    isDemo: boolean,
  ): Promise<number> {
    const stateOf = await locate();
    let imported = 0;
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH);
      imported += await repo.insertBatch(
        trx,
        batch.map((r) => ({ ...r, stateId: stateOf(r.longitude, r.latitude) })),
        importId,
        isDemo,
      );
      // Let other requests run between batches: a large file must not hold the server.
      await yieldToEventLoop();
    }
    return imported;
  }

  return {
    store,

    async importCsv(
      file: { data: Buffer; fileName: string },
      actor: Principal,
      ip: string,
      lang: Language,
    ): Promise<HotspotImportResult> {
      const text = csvText(file.data);
      if (lineCount(text) > HOTSPOT_MAX_ROWS + 1)
        throw new AppError('PAYLOAD_TOO_LARGE', {
          messageKey: 'security:upload.tooManyRows',
          values: { max: HOTSPOT_MAX_ROWS },
        });
      const parsed = parseHotspotCsv(text);
      if ('malformedLine' in parsed)
        throw new AppError('BAD_REQUEST', {
          messageKey: 'security:upload.csvMalformed',
          values: { line: parsed.malformedLine },
        });
      if ('missing' in parsed)
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
          messageKey: 'reports:errors.hotspotColumns',
          values: { columns: parsed.missing.join(', ') },
        });
      await locate();
      const now = clock.now();
      const source = /asmc/i.test(file.fileName) ? 'ASMC' : 'FIRMS';
      const result = await db.transaction().execute(async (trx) => {
        const importId = await repo.insertImport(trx, {
          fileName: file.fileName.slice(0, 200),
          source,
          userId: actor.userId,
          importedAt: now,
          rowsTotal: parsed.total,
          rowsImported: 0,
          rowsDuplicate: 0,
          rowsRejected: parsed.problems.length,
          problems: JSON.stringify(parsed.problems.slice(0, PROBLEMS_KEPT)),
        });
        const imported = await store(trx, parsed.rows, importId, false);
        const duplicates = parsed.rows.length - imported;
        await repo.setImportCounts(trx, importId, imported, duplicates);
        const summary = {
          fileName: file.fileName,
          rowsTotal: parsed.total,
          imported,
          duplicates,
          rejected: parsed.problems.length,
        };
        await recordActivity(trx, {
          actor,
          action: 'import',
          entity: 'hotspot_import',
          entityId: importId,
          after: summary,
          ip,
          at: now,
        });
        return { importId, imported, duplicates };
      });
      return {
        ...result,
        rowsTotal: parsed.total,
        rejected: parsed.problems.length,
        problems: parsed.problems.slice(0, PROBLEMS_KEPT).map((p) => ({
          line: p.line,
          field: p.field,
          message: translate(lang, `reports:hotspot.problem.${p.reason}`),
        })),
      };
    },
  };
}

export type HotspotsService = ReturnType<typeof createHotspotsService>;
