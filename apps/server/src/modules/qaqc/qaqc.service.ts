import {
  applyEdit,
  canQaqc,
  levelsDecidedOnQaqcPages,
  sameValueState,
  type ModuleCode,
  type QaqcEditBody,
  type QaqcFunction,
  type QaqcRestoreBody,
  type QaqcHistoryImportBody,
  type QaqcValuesQuery,
  type qaqcValuesResponse,
  type QualityCodeBody,
  type Validity,
  type ValueState,
} from '@eqmp/domain';
import type { Language } from '@eqmp/locales';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { moduleStations } from './module-stations.js';
import {
  revertSojChangeSet,
  sojChangeSets,
  sojChangeSetStation,
  sojPickerStations,
} from '../soj/index.js';
import { apiTablesForParameters } from '../calculators/index.js';
import { createStandardsRepository } from '../calculators/index.js';
import { createChangeSetsRepository } from './change-sets.repository.js';
import { createQaqcRepository, type CurrentValue, type Selection } from './qaqc.repository.js';
import { rangeOut } from './range-decisions.js';
import { createQaqcRanges } from './qaqc-ranges.service.js';
import { revertChangeSet } from './revert-change-set.js';
import { changeValues } from './change-values.js';
import { importHistory } from './history-import.js';
import { stateOf, valuesView } from './values-view.js';
import type { createIngestService } from '../ingest/index.js';

/** A value as it arrived: the value received, with the automatic checks' validity and code. */
const asReceived = (v: CurrentValue): ValueState => ({
  value: v.raw,
  validity: v.autoValidity as Validity,
  nullReason: v.autoNullReason,
  qualifiers: [],
});

/** What the QA/QC steps need: the database, the clock, ingestion and the module's SQL. */
type QaqcDeps = {
  db: Kysely<Database>;
  clock: Clock;
  ingest: ReturnType<typeof createIngestService>;
  repo: ReturnType<typeof createQaqcRepository>;
  changeSets: ReturnType<typeof createChangeSetsRepository>;
  standards: ReturnType<typeof createStandardsRepository>;
};

async function stationFor(
  repo: QaqcDeps['repo'],
  stationId: string,
  fn: QaqcFunction,
  principal: Principal,
) {
  const station = orNotFound(await repo.station(stationId));
  requireRole(fn, station.module, principal);
  return station;
}

/** The station of a level decision: the sampled programmes decide theirs on data validation. */
async function levelStation(repo: QaqcDeps['repo'], stationId: string, principal: Principal) {
  const station = await stationFor(repo, stationId, 'updateFlag', principal);
  if (!levelsDecidedOnQaqcPages(station.module)) throw new AppError('QAQC_LEVELS_ELSEWHERE');
  return station;
}

async function checkCodes(
  repo: QaqcDeps['repo'],
  nullReason: string | null | undefined,
  qualifiers: readonly string[] | undefined,
) {
  const codes = await repo.codes();
  const known = (code: string, kind: string) =>
    codes.some((c) => c.code === code && c.kind === kind && c.isActive);
  if (nullReason && !known(nullReason, 'null_reason'))
    throw new AppError('QAQC_CODE_UNKNOWN', { values: { code: nullReason } });
  for (const q of qualifiers ?? [])
    if (!known(q, 'qualifier')) throw new AppError('QAQC_CODE_UNKNOWN', { values: { code: q } });
}

/** Codes, station pickers and what the QA/QC pages read: values, a value's history, change sets, ranges. */
function createQaqcReading({ db, clock, repo, changeSets }: QaqcDeps) {
  return {
    codes: () => repo.codes(),

    /**
     * A module's active stations and their parameters, for the QA/QC pages' pickers (the Straits
     * of Johor's with the programme's parameters: its results are the delete-data flow's target).
     */
    async stations(module: ModuleCode, principal: Principal) {
      const may = (['viewFlags', 'report', 'requestDelete'] as const).some((fn) =>
        canQaqc(fn, module, principal.ticked),
      );
      if (!may) throw new AppError('FORBIDDEN');
      return module === 'SOJ' ? sojPickerStations(db) : moduleStations(db, module);
    },

    async createCode(body: QualityCodeBody, principal: Principal) {
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const row = await repo.insertCode(trx, body);
        if (!row) throw new AppError('QUALITY_CODE_TAKEN');
        await recordActivity(trx, {
          actor: principal,
          action: 'create',
          entity: 'quality_code',
          entityId: row.code,
          after: row,
          at: now,
        });
        return row;
      });
    },

    async values(
      q: QaqcValuesQuery,
      principal: Principal,
    ): Promise<z.output<typeof qaqcValuesResponse>> {
      const station = await stationFor(repo, q.stationId, 'viewFlags', principal);
      return valuesView(db, repo, station, q);
    },

    async history(
      q: { stationId: string; parameterCode: string; ts: string },
      principal: Principal,
    ) {
      const station = await stationFor(repo, q.stationId, 'viewFlags', principal);
      const ts = new Date(q.ts);
      const reading = orNotFound(await repo.reading(station.id, q.parameterCode, ts));
      const changes = await repo.history(station.id, q.parameterCode, ts);
      return {
        ts: reading.ts,
        raw: reading.value,
        receivedAt: reading.receivedAt,
        autoValidity: reading.autoValidity,
        autoNullReason: reading.autoNullReason,
        changes: changes.map((c) => ({
          id: Number(c.id),
          changeSet: c.changeSet,
          kind: c.kind,
          before: c.before,
          after: c.after,
          reason: c.reason,
          username: c.username,
          at: c.at,
        })),
      };
    },

    async changeSets(
      q: { module: ModuleCode; from: string; to: string; stationId?: string },
      principal: Principal,
    ) {
      requireRole('viewFlags', q.module, principal);
      if (q.module === 'SOJ')
        return sojChangeSets(db, {
          from: new Date(q.from),
          to: new Date(q.to),
          stationId: q.stationId,
        });
      const rows = await changeSets.list(q.module, new Date(q.from), new Date(q.to), q.stationId);
      return rows.map((r) => ({
        ...r,
        firstTs: new Date(r.firstTs),
        lastTs: new Date(r.lastTs),
        at: new Date(r.at),
      }));
    },

    async ranges(q: { module: ModuleCode; stationId?: string }, principal: Principal) {
      requireRole('viewFlags', q.module, principal);
      return (await repo.approvalRows(q.module, q.stationId)).map(rangeOut);
    },
  };
}

/** Level-2 changes of values: edits, restores, history imports and reverts, each a change set. */
function createQaqcChanges(deps: QaqcDeps) {
  const { db, clock, ingest, repo } = deps;
  const tablesOf = (parameterCodes: readonly string[]) =>
    apiTablesForParameters(deps.standards, parameterCodes, deps.clock.now());
  /** One officer's change of the selected values of a station's parameters, as one change set. */
  const changeSelected = async (
    station: Awaited<ReturnType<typeof stationFor>>,
    body: { readonly parameterCodes: readonly string[]; readonly reason: string },
    principal: Principal,
    selection: Selection,
    how: Pick<Parameters<typeof changeValues>[1], 'action' | 'logged' | 'change'>,
  ) => {
    const tables = await tablesOf(body.parameterCodes);
    const now = clock.now();
    return db.transaction().execute((trx) =>
      changeValues(trx, {
        station,
        parameterCodes: body.parameterCodes,
        selection,
        principal,
        reason: body.reason,
        at: now,
        apiTables: tables,
        stateOf,
        ...how,
      }),
    );
  };
  return {
    /** Level 2: one value, several, or a range; one change set; refused where any value is approved. */
    async edit(body: QaqcEditBody, principal: Principal) {
      const station = await stationFor(repo, body.stationId, 'updateFlag', principal);
      await checkCodes(repo, body.edit.nullReason, body.edit.qualifiers);
      const selection = body.timestamps
        ? { timestamps: body.timestamps.map((t) => new Date(t)) }
        : { from: new Date(body.from!), to: new Date(body.to!) };
      return changeSelected(station, body, principal, selection, {
        action: 'qaqc_edit',
        logged: { edit: body.edit },
        change: (_, before) => {
          const outcome = applyEdit(before, body.edit);
          if (outcome.ok) return { kind: outcome.kind, after: outcome.after };
          if (outcome.problem === 'nullReasonRequired')
            throw new AppError('QAQC_NULL_REASON_REQUIRED');
          if (outcome.problem === 'tooManyQualifiers')
            throw new AppError('QAQC_TOO_MANY_QUALIFIERS');
          return null;
        },
      });
    },

    /**
     * Restore as received: a period of a station's parameters goes back to each value's arrival
     * (the value received, the validity and code the automatic checks gave it, no qualifiers), as
     * one change set (kind `restore`, logged `qaqc_restore`) that can itself be reverted; values
     * already as received are left alone; refused where any value is approved.
     */
    async restore(body: QaqcRestoreBody, principal: Principal) {
      const station = await stationFor(repo, body.stationId, 'updateFlag', principal);
      const selection = { from: new Date(body.from), to: new Date(body.to) };
      return changeSelected(station, body, principal, selection, {
        action: 'qaqc_restore',
        logged: { asReceived: true, from: body.from, to: body.to },
        change: (value, before) => {
          const after = asReceived(value);
          return sameValueState(before, after) ? null : { kind: 'restore', after };
        },
      });
    },

    /** Brings a period's archived hourly means into review as values (see `importHistory`). */
    async importHistory(body: QaqcHistoryImportBody, principal: Principal, language: Language) {
      const station = await stationFor(repo, body.stationId, 'updateFlag', principal);
      return importHistory({ ingest, repo, now: clock.now() }, body, station, principal, language);
    },

    /**
     * Undoes a QA/QC officer's change set as a new change set (see `revertChangeSet`); a change
     * set of Straits of Johor results (an approved deletion) is reverted by its module.
     */
    async revert(changeSet: string, reason: string, principal: Principal) {
      const sojStation = await sojChangeSetStation(db, changeSet);
      if (sojStation !== null) {
        await stationFor(repo, sojStation, 'updateFlag', principal);
        return revertSojChangeSet(db, { changeSet, reason, actor: principal, at: clock.now() });
      }
      return revertChangeSet(
        { db, clock },
        {
          changeSet,
          reason,
          principal,
          stationFor: (stationId) => stationFor(repo, stationId, 'updateFlag', principal),
          apiTables: tablesOf,
        },
      );
    },
  };
}

/**
 * QA/QC levels 1–3 (QUALITY.md): flag details, level-2 edits as change sets, review and
 * approval ranges with the reviewer ≠ approver rule, locking and reopening. Every action checks
 * the caller's role in the station's module, appends its changes and writes the activity log.
 */
export function createQaqcService({
  db,
  clock,
  ingest,
}: {
  db: Kysely<Database>;
  clock: Clock;
  /** The one path that stores values, for history imports. */
  ingest: ReturnType<typeof createIngestService>;
}) {
  const repo = createQaqcRepository(db);
  const deps: QaqcDeps = {
    db,
    clock,
    ingest,
    repo,
    changeSets: createChangeSetsRepository(db),
    standards: createStandardsRepository(db),
  };
  return {
    ...createQaqcReading(deps),
    ...createQaqcChanges(deps),
    ...createQaqcRanges({
      db,
      clock,
      repo,
      levelStation: (stationId, principal) => levelStation(repo, stationId, principal),
    }),
  };
}

export type QaqcService = ReturnType<typeof createQaqcService>;

function requireRole(fn: QaqcFunction, module: ModuleCode, principal: Principal) {
  if (!canQaqc(fn, module, principal.ticked)) throw new AppError('FORBIDDEN');
}
