import {
  localIsoText,
  sortReadingRows,
  type GoodRow,
  type ReadingRowInput,
  type RowProblem,
  DAY_MS,
} from '@eqmp/domain';
import { translate, type Language } from '@eqmp/locales';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database, Source } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import { recordActivity } from '../activity/index.js';
import type { createIngestService } from '../ingest/index.js';
import type { Actor, DeploymentsService } from './deployments.service.js';
import { createDeploymentsRepository, type DeploymentRow } from './deployments.repository.js';
import { createImportsRepository } from './imports.repository.js';
import { mapColumns, readReadingsFile } from './readings-file.js';

type Ingest = ReturnType<typeof createIngestService>;

/** Readings per ingestion call: one insert statement stays well below the database's parameter limit. */
const ITEMS_PER_CALL = 4000;
/** Good rows an import shows before it is confirmed. */
const PREVIEW_ROWS = 20;
/** A preview not confirmed within a day is stale: the file is read again. */
const IMPORT_VALID_MS = DAY_MS;

/** Stored counts and the rows refused, messages in the caller's language. */
export interface StoredReadings {
  rows: number;
  accepted: number;
  duplicates: number;
  changed: number;
  problems: { row: number; message: string }[];
}

const message = (language: Language, p: RowProblem) =>
  translate(language, `mobile:row.${p.key}`, { detail: p.detail ?? '' });
const byRow = (a: { row: number }, b: { row: number }) => a.row - b.row;

/** What entering readings needs: the database, the clock, ingestion, the deployments and their SQL. */
type EntryDeps = {
  db: Kysely<Database>;
  clock: Clock;
  ingest: Ingest;
  deployments: DeploymentsService;
  imports: ReturnType<typeof createImportsRepository>;
  units: ReturnType<typeof createDeploymentsRepository>;
};

const period = (d: DeploymentRow) => ({
  startsAt: d.startsAt.getTime(),
  endsAt: d.endsAt?.getTime() ?? null,
});

/**
 * Stores good rows through ingestion in calls of at most ITEMS_PER_CALL values, split on row
 * boundaries; `finish` runs in the last call's transaction (status, activity log). Resending
 * a row is idempotent, so a call that fails midway can simply be repeated.
 */
async function store(
  ingest: Ingest,
  deployment: DeploymentRow,
  rows: readonly GoodRow[],
  source: Source,
  language: Language,
  finish: (
    trx: Kysely<Database>,
    counts: Omit<StoredReadings, 'problems' | 'rows'>,
  ) => Promise<void>,
): Promise<Omit<StoredReadings, 'rows'>> {
  const chunks: GoodRow[][] = [[]];
  let size = 0;
  for (const row of rows) {
    const n = Object.keys(row.values).length;
    if (size + n > ITEMS_PER_CALL && chunks.at(-1)!.length > 0) {
      chunks.push([]);
      size = 0;
    }
    chunks.at(-1)!.push(row);
    size += n;
  }
  const totals = { accepted: 0, duplicates: 0, changed: 0 };
  const problems: { row: number; message: string }[] = [];
  for (const [i, chunk] of chunks.entries()) {
    const items = chunk.flatMap((row) =>
      Object.entries(row.values).map(([parameter, value]) => ({
        row: row.row,
        item: { parameter, ts: new Date(row.ts).toISOString(), value },
      })),
    );
    const last = i === chunks.length - 1;
    const result = await ingest.ingest(
      deployment.stationId,
      items.map((x) => x.item),
      source,
      language,
      last
        ? {
            within: (trx, stored) =>
              finish(trx, {
                accepted: totals.accepted + stored.accepted,
                duplicates: totals.duplicates + stored.duplicates,
                changed: totals.changed + stored.changed,
              }),
          }
        : {},
    );
    totals.accepted += result.accepted;
    totals.duplicates += result.duplicates;
    totals.changed += result.changed;
    for (const r of result.rejected)
      problems.push({ row: items[r.index]!.row, message: r.message });
  }
  return { ...totals, problems };
}

async function pendingImport(imports: EntryDeps['imports'], actor: Actor, id: number) {
  // Another user's import is not theirs to confirm: it does not exist for them.
  const found = orNotFound(
    await imports.ofUser(id, actor.principal.userId),
    'mobile:errors.importNotFound',
  );
  if (found.status !== 'pending')
    throw new AppError('CONFLICT', { messageKey: 'mobile:errors.importDecided' });
  return found;
}

/** Typed rows of the form. */
function createReadingsForm({ clock, ingest, deployments, units }: EntryDeps) {
  return {
    /** Typed rows (form): stored at once; each bad row answered with its reason. */
    async enter(
      actor: Actor,
      deploymentId: number,
      input: readonly ReadingRowInput[],
      language: Language,
    ): Promise<StoredReadings> {
      const deployment = await deployments.get(deploymentId);
      const { good, problems } = sortReadingRows(
        input.map((r, i) => ({ ...r, row: i + 1 })),
        {
          period: period(deployment),
          measured: await units.measuredBy(deployment.stationId),
          now: clock.now().getTime(),
        },
      );
      const stored = await store(ingest, deployment, good, 'manual', language, (trx, counts) =>
        recordActivity(trx, {
          actor: actor.principal,
          action: 'create',
          entity: 'mobile_readings',
          entityId: deploymentId,
          after: { source: 'manual', rows: good.length, refused: problems.length, ...counts },
          ip: actor.ip,
          at: clock.now(),
        }),
      );
      return {
        ...stored,
        rows: good.length,
        problems: [
          ...problems.map((p) => ({ row: p.row, message: message(language, p) })),
          ...stored.problems,
        ].sort(byRow),
      };
    },
  };
}

/** A file's first reading: its rows checked and kept as a preview for its user. */
function createReadingsPreview({ db, clock, deployments, units, imports }: EntryDeps) {
  return {
    /** Reads and checks a file; stores nothing but the preview, which its user confirms or cancels. */
    async preview(
      actor: Actor,
      deploymentId: number,
      file: { data: Buffer; fileName: string },
      language: Language,
    ) {
      const deployment = await deployments.get(deploymentId);
      const measured = await units.measuredBy(deployment.stationId);
      const table = await readReadingsFile(file.data);
      const columns = mapColumns(table.header, measured);
      if ('missing' in columns)
        throw new AppError('BAD_REQUEST', {
          messageKey: 'mobile:errors.missingColumns',
          values: { columns: columns.missing.join(', ') },
        });
      if ('unknown' in columns)
        throw new AppError('BAD_REQUEST', {
          messageKey: 'mobile:errors.unknownColumns',
          values: {
            columns: columns.unknown.join(', '),
            measured: [...measured].sort().join(', '),
          },
        });
      const rows = table.rows.map(({ line, cells }) => ({
        row: line,
        date: cells[columns.date] ?? '',
        time: cells[columns.time] ?? '',
        values: Object.fromEntries(
          [...columns.parameters].map(([i, code]) => [code, cells[i] ?? null]),
        ),
      }));
      const now = clock.now();
      const { good, problems } = sortReadingRows(rows, {
        period: period(deployment),
        measured,
        now: now.getTime(),
      });
      const fileName = (file.fileName || 'readings').slice(0, 200);
      const parameterColumns = [...columns.parameters.values()];
      const id = await db.transaction().execute(async (trx) => {
        const importId = await imports.insert(trx, {
          deploymentId,
          userId: actor.principal.userId,
          username: actor.principal.username,
          fileName,
          status: 'pending',
          columns: JSON.stringify(parameterColumns),
          goodRows: JSON.stringify(good),
          problems: JSON.stringify(problems),
          rowsTotal: rows.length,
          createdAt: now,
        });
        await recordActivity(trx, {
          actor: actor.principal,
          action: 'upload',
          entity: 'mobile_import',
          entityId: importId,
          after: {
            deploymentId,
            fileName,
            rows: rows.length,
            good: good.length,
            bad: problems.length,
          },
          ip: actor.ip,
          at: now,
        });
        return importId;
      });
      return {
        importId: id,
        fileName,
        columns: parameterColumns,
        rowsTotal: rows.length,
        goodRows: good.length,
        problems: problems.map((p) => ({ row: p.row, message: message(language, p) })),
        preview: good.slice(0, PREVIEW_ROWS).map((r) => ({ ...r, ts: new Date(r.ts) })),
      };
    },
  };
}

/** A preview's user confirms it (its rows stored) or cancels it. */
function createReadingsImportDecision({
  db,
  clock,
  ingest,
  deployments,
  units,
  imports,
}: EntryDeps) {
  return {
    /** Stores the good rows of a preview (source `import`); the rows still bad are answered. */
    async confirm(actor: Actor, importId: number, language: Language) {
      const pending = await pendingImport(imports, actor, importId);
      const now = clock.now();
      if (now.getTime() - pending.createdAt.getTime() > IMPORT_VALID_MS)
        throw new AppError('CONFLICT', { messageKey: 'mobile:errors.importExpired' });
      const deployment = await deployments.get(pending.deploymentId);
      // The deployment may have been edited since the preview: rows now outside it are refused.
      const inside = sortReadingRows(
        pending.goodRows.map((r) => ({ row: r.row, ...rowText(r) })),
        {
          period: period(deployment),
          measured: await units.measuredBy(deployment.stationId),
          now: now.getTime(),
        },
      );
      const stored = await store(
        ingest,
        deployment,
        inside.good,
        'import',
        language,
        async (trx, counts) => {
          const decided = await imports.decide(trx, importId, {
            status: 'confirmed',
            decidedAt: now,
            ...counts,
          });
          if (!decided)
            throw new AppError('CONFLICT', { messageKey: 'mobile:errors.importDecided' });
          await recordActivity(trx, {
            actor: actor.principal,
            action: 'confirm',
            entity: 'mobile_import',
            entityId: importId,
            after: { deploymentId: deployment.id, rows: inside.good.length, ...counts },
            ip: actor.ip,
            at: now,
          });
        },
      );
      return {
        importId,
        ...stored,
        rows: inside.good.length,
        problems: [
          ...inside.problems.map((p) => ({ row: p.row, message: message(language, p) })),
          ...stored.problems,
        ].sort(byRow),
      };
    },

    async cancel(actor: Actor, importId: number) {
      await pendingImport(imports, actor, importId);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        if (!(await imports.decide(trx, importId, { status: 'cancelled', decidedAt: now })))
          throw new AppError('CONFLICT', { messageKey: 'mobile:errors.importDecided' });
        await recordActivity(trx, {
          actor: actor.principal,
          action: 'cancel',
          entity: 'mobile_import',
          entityId: importId,
          ip: actor.ip,
          at: now,
        });
      });
      return { importId, status: 'cancelled' as const };
    },
  };
}

/**
 * Readings of a deployment, typed on the form or imported from a file, through the same path as
 * a logger's: the ingestion service (level-1 checks, hourly rollups, the station-hour API, alert
 * evaluation), with source `manual` or `import`. Rows are checked one by one (spec §5 date and
 * time rules, inside the deployment, what the unit measures), so a bad row never costs the good
 * ones. A file is stored only when its user confirms the preview.
 */
export function createReadingsEntryService({
  db,
  clock,
  ingest,
  deployments,
}: {
  db: Kysely<Database>;
  clock: Clock;
  ingest: Ingest;
  deployments: DeploymentsService;
}) {
  const deps: EntryDeps = {
    db,
    clock,
    ingest,
    deployments,
    imports: createImportsRepository(db),
    units: createDeploymentsRepository(db),
  };
  return {
    ...createReadingsForm(deps),
    ...createReadingsPreview(deps),
    ...createReadingsImportDecision(deps),
  };
}

/** A stored good row back as the date and time text the row checks read (ISO day, HH:MM:SS). */
function rowText(row: { ts: number; values: Record<string, number> }): ReadingRowInput {
  const local = localIsoText(row.ts);
  return { date: local.slice(0, 10), time: local.slice(11, 19), values: row.values };
}

export type ReadingsEntryService = ReturnType<typeof createReadingsEntryService>;
