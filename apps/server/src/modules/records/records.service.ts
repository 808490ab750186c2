import {
  canRecord,
  parameterPassed,
  pointPasses,
  RECORD_MODULES,
  RECORD_SETTING_SEEDS,
  settingInForce,
  suspectRange,
  type CalibrationRecordBody,
  type MaintenanceRecordBody,
  type ModuleCode,
  type RecordAction,
  type RecordKind,
  type RecordListQuery,
  type recordSaveResponse,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { moduleStations } from '../qaqc/index.js';
import { apiTablesForParameters, createStandardsRepository } from '../calculators/index.js';
import { rederiveMarks, scopesOf } from './record-marks.js';
import { recordViews } from './record-views.js';
import { createRecordsRepository } from './records.repository.js';

type Body = MaintenanceRecordBody | CalibrationRecordBody;

/** The text a record's change sets carry as their reason, shown in each value's history. */
export const changeReason = (kind: RecordKind, id: number) => `${kind}_record #${id}`;

/** What the records' steps need: the database, the clock, the SQL and the record views. */
type RecordsDeps = {
  db: Kysely<Database>;
  clock: Clock;
  repo: ReturnType<typeof createRecordsRepository>;
  views: ReturnType<typeof recordViews>;
  standards: ReturnType<typeof createStandardsRepository>;
};

async function stationFor(
  repo: RecordsDeps['repo'],
  stationId: string,
  kind: RecordKind,
  action: RecordAction | 'read',
  principal: Principal,
) {
  const station = orNotFound(await repo.station(stationId));
  if (!(RECORD_MODULES as readonly ModuleCode[]).includes(station.module))
    throw new AppError('RECORD_INVALID', { messageKey: 'records:errors.module' });
  if (!canRecord(kind, action, station.module, principal.ticked)) throw new AppError('FORBIDDEN');
  return station;
}

/** Checks the form against the station and works out buffers, point results and suspect ranges. */
async function prepare(
  deps: RecordsDeps,
  kind: RecordKind,
  body: Body,
  id: number | null,
  principal: Principal,
) {
  const { clock, repo } = deps;
  const station = await stationFor(repo, body.stationId, kind, 'upload', principal);
  const now = clock.now();
  const from = new Date(body.from);
  const to = new Date(body.to);
  if (to > now) throw new AppError('RECORD_INVALID', { messageKey: 'records:errors.future' });
  const measured = await repo.stationParameters(station.id);
  const codes = [...new Set(body.parameterCodes)].sort();
  for (const code of codes)
    if (!measured.includes(code))
      throw new AppError('RECORD_INVALID', {
        messageKey: 'records:errors.parameter',
        values: { parameter: code, station: station.id },
      });
  const versions = (await repo.settings()).map((v) => ({
    ...v,
    validFrom: v.validFrom.getTime(),
  }));
  const setting = (code: string) =>
    settingInForce(versions, code, now.getTime()) ?? RECORD_SETTING_SEEDS[0]!;
  const points = ('points' in body ? (body.points ?? []) : []).map((p) => {
    if (!codes.includes(p.parameterCode))
      throw new AppError('RECORD_INVALID', {
        messageKey: 'records:errors.pointParameter',
        values: { parameter: p.parameterCode },
      });
    const { absTolerance, relTolerancePct } = setting(p.parameterCode);
    const tolerance = { absTolerance, relTolerancePct };
    return { ...p, ...tolerance, passed: pointPasses(p.expected, p.measured, tolerance) };
  });
  const parameters = await Promise.all(
    codes.map(async (parameterCode) => {
      const failed = parameterPassed(points, parameterCode) === false;
      const suspect = failed
        ? suspectRange(
            from.getTime(),
            await repo.passingCalibrationEnds(station.id, parameterCode, id),
          )
        : null;
      return {
        parameterCode,
        bufferMinutes: setting(parameterCode).bufferMinutes,
        suspectFrom: suspect ? new Date(suspect.from) : null,
        suspectTo: suspect ? new Date(suspect.to) : null,
      };
    }),
  );
  return {
    station,
    from,
    to,
    codes,
    points,
    parameters,
    tables: await apiTablesForParameters(deps.standards, codes, deps.clock.now()),
  };
}

/** The records listed and shown, and the stations of the form and the filters. */
function createRecordReads({ db, views }: RecordsDeps) {
  return {
    async list(kind: RecordKind, q: RecordListQuery, principal: Principal) {
      if (!canRecord(kind, 'read', q.module, principal.ticked)) throw new AppError('FORBIDDEN');
      return views.list(kind, q);
    },

    async detail(kind: RecordKind, id: number, principal: Principal) {
      const record = orNotFound(await views.detail(kind, id));
      if (!canRecord(kind, 'read', record.module, principal.ticked))
        throw new AppError('FORBIDDEN');
      return record;
    },

    /** A module's stations and their parameters, for the form and the filters. */
    async stations(module: ModuleCode, principal: Principal) {
      if (
        !canRecord('maintenance', 'read', module, principal.ticked) &&
        !canRecord('calibration', 'read', module, principal.ticked)
      )
        throw new AppError('FORBIDDEN');
      return moduleStations(db, module);
    },
  };
}

/** A record saved: created or edited, with the values of its old and new windows re-derived. */
function createRecordSaving(deps: RecordsDeps) {
  const { db, clock, repo, views } = deps;
  return {
    /** Creates (no id) or edits a record, and re-derives the values of its old and new windows. */
    async save(
      kind: RecordKind,
      body: Body,
      principal: Principal,
      id: number | null = null,
    ): Promise<z.output<typeof recordSaveResponse>> {
      const prep = await prepare(deps, kind, body, id, principal);
      const now = clock.now();
      const fields = {
        stationId: prep.station.id,
        fromTs: prep.from,
        toTs: prep.to,
        type: body.type,
        people: [...body.people],
        remarks: body.remarks ?? '',
        updatedBy: principal.username,
        updatedAt: now,
      };
      const saved = await db.transaction().execute(async (trx) => {
        let recordId: number;
        let before: object | null = null;
        let oldScopes: ReturnType<typeof scopesOf> = [];
        if (id !== null) {
          const existing = orNotFound(await repo.lockRecord(trx, kind, id));
          if (existing.stationId !== prep.station.id)
            throw new AppError('RECORD_INVALID', { messageKey: 'records:errors.stationChange' });
          if (existing.status !== 'active') throw new AppError('RECORD_STATE_INVALID');
          const oldParameters = await repo.recordParameters(trx, kind, id);
          oldScopes = scopesOf(existing, oldParameters);
          before = { ...existing, parameters: oldParameters };
          await repo.updateRecord(trx, kind, id, fields);
          await repo.removeParameters(trx, kind, id);
          recordId = id;
        } else {
          recordId = await repo.insertRecord(trx, kind, {
            ...fields,
            createdBy: principal.username,
            createdAt: now,
          });
        }
        await repo.addParameters(trx, kind, recordId, prep.parameters, prep.points);
        const marks = await rederiveMarks(trx, {
          station: prep.station,
          scopes: [...oldScopes, ...scopesOf(fields, prep.parameters)],
          actor: principal,
          reason: changeReason(kind, recordId),
          at: now,
          apiTables: prep.tables,
        });
        await recordActivity(trx, {
          actor: principal,
          action: id === null ? 'create' : 'update',
          entity: `${kind}_record`,
          entityId: recordId,
          before,
          after: { ...fields, parameters: prep.parameters, points: prep.points, marks },
          at: now,
        });
        return { recordId, marks };
      });
      const record = await views.detail(kind, saved.recordId);
      return { record: record!, marks: saved.marks };
    },
  };
}

/**
 * Maintenance and calibration records: the form (create, edit) and reads. Saving writes the
 * record and re-derives, in the same transaction, every value its old and new windows reach.
 */
export function createRecordsService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const deps: RecordsDeps = {
    db,
    clock,
    repo: createRecordsRepository(db),
    views: recordViews(db),
    standards: createStandardsRepository(db),
  };
  return { ...createRecordReads(deps), ...createRecordSaving(deps) };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
