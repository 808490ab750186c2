import { type ApprovalRange, type RecordKind, DAY_MS } from '@eqmp/domain';
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { rowById } from '../../db/row-by-id.js';
import type {
  Database,
  RecordParameterTable,
  RecordSettingTable,
  RecordStatus,
  StationRecordTable,
} from '../../db/schema/index.js';
import { approvalRangeOf } from '../values/index.js';

/** The table of a record kind. */
export const recordTable = (kind: RecordKind) =>
  kind === 'maintenance' ? ('maintenanceRecord' as const) : ('calibrationRecord' as const);

/** One value in a re-derivation's scope: its current state, and the records' mark on it. */
export interface ScopedValue {
  parameterCode: string;
  ts: Date;
  value: number | null;
  validity: number;
  nullReason: string | null;
  qualifiers: string[];
  changeId: number | null;
  markBase: object | null;
  markApplied: object | null;
  markChangeId: number | null;
  /** A change other than a station resend made after the mark's change. */
  personChanged: boolean;
}

/** A parameter's coverage by one record: window with buffer, and a failed calibration's suspect range. */
export interface CoverageRow {
  kind: RecordKind;
  recordId: number;
  parameterCode: string;
  fromTs: Date;
  toTs: Date;
  bufferMinutes: number;
  suspectFrom: Date | null;
  suspectTo: Date | null;
}

/** Stations, their parameters, the settings' versions and earlier passing calibrations. */
function createRecordsReferenceRepository(db: Kysely<Database>) {
  return {
    station: (id: string) =>
      rowById(db, 'station', id, ['id', 'module', 'name', 'expectedIntervalMinutes']),

    stationParameters: async (stationId: string) =>
      (
        await db
          .selectFrom('stationParameter')
          .select('parameterCode')
          .where('stationId', '=', stationId)
          .where('isActive', '=', true)
          .execute()
      ).map((r) => r.parameterCode),

    settings: () => db.selectFrom('recordSetting').selectAll().orderBy('id').execute(),

    /** Ends of a station's earlier calibrations (not deleted) in which every point of a parameter passed. */
    async passingCalibrationEnds(
      stationId: string,
      parameterCode: string,
      exceptId: number | null,
    ) {
      const rows = await db
        .selectFrom('calibrationRecord as r')
        .innerJoin('calibrationPoint as p', 'p.recordId', 'r.id')
        .select('r.toTs')
        .where('r.stationId', '=', stationId)
        .where('r.status', '<>', 'deleted')
        .where('p.parameterCode', '=', parameterCode)
        .$if(exceptId !== null, (q) => q.where('r.id', '<>', exceptId!))
        .groupBy(['r.id', 'r.toTs'])
        .having(sql<boolean>`bool_and(p.passed)`)
        .execute();
      return rows.map((r) => r.toTs.getTime());
    },

    /** Whether the settings table holds any version. */
    async hasSettings(): Promise<boolean> {
      return (
        (await db.selectFrom('recordSetting').select('id').limit(1).executeTakeFirst()) !==
        undefined
      );
    },

    insertSettings: (trx: Kysely<Database>, rows: readonly Insertable<RecordSettingTable>[]) =>
      trx.insertInto('recordSetting').values(rows).returningAll().execute(),
  };
}

/** The records themselves: read, locked, written, moved between statuses, and their parameters. */
function createRecordRowsRepository() {
  return {
    record: (trx: Kysely<Database>, kind: RecordKind, id: number) =>
      trx.selectFrom(recordTable(kind)).selectAll().where('id', '=', id).executeTakeFirst(),

    /** Who last saved a record, as the actor of the marks it sets on values arriving later. */
    author: (trx: Kysely<Database>, kind: RecordKind, id: number) =>
      trx
        .selectFrom(`${recordTable(kind)} as r`)
        .innerJoin('appUser as u', 'u.username', 'r.updatedBy')
        .select(['u.id as userId', 'u.username'])
        .where('r.id', '=', id)
        .executeTakeFirst(),

    recordParameters: (trx: Kysely<Database>, kind: RecordKind, id: number) =>
      trx
        .selectFrom('recordParameter')
        .selectAll()
        .where('recordKind', '=', kind)
        .where('recordId', '=', id)
        .orderBy('parameterCode')
        .execute(),

    /** A record, its row locked for update. */
    lockRecord: (trx: Kysely<Database>, kind: RecordKind, id: number) =>
      trx
        .selectFrom(recordTable(kind))
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),

    async insertRecord(
      trx: Kysely<Database>,
      kind: RecordKind,
      record: Insertable<StationRecordTable>,
    ): Promise<number> {
      const row = await trx
        .insertInto(recordTable(kind))
        .values(record)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateRecord(
      trx: Kysely<Database>,
      kind: RecordKind,
      id: number,
      changes: Updateable<StationRecordTable>,
    ) {
      await trx.updateTable(recordTable(kind)).set(changes).where('id', '=', id).execute();
    },

    /** Moves a record from one status to another; false when it was not in `from`. */
    async moveStatus(
      trx: Kysely<Database>,
      kind: RecordKind,
      id: number,
      from: RecordStatus,
      to: RecordStatus,
    ): Promise<boolean> {
      const moved = await trx
        .updateTable(recordTable(kind))
        .set({ status: to })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(moved.numUpdatedRows) === 1;
    },

    /** Takes off a record's parameters and calibration points (before it is saved again). */
    async removeParameters(trx: Kysely<Database>, kind: RecordKind, recordId: number) {
      await trx
        .deleteFrom('recordParameter')
        .where('recordKind', '=', kind)
        .where('recordId', '=', recordId)
        .execute();
      await trx.deleteFrom('calibrationPoint').where('recordId', '=', recordId).execute();
    },

    /** Stores a record's parameters and (calibrations) its points. */
    async addParameters(
      trx: Kysely<Database>,
      kind: RecordKind,
      recordId: number,
      parameters: readonly Omit<Insertable<RecordParameterTable>, 'recordKind' | 'recordId'>[],
      points: readonly Omit<Insertable<Database['calibrationPoint']>, 'recordId'>[],
    ) {
      await trx
        .insertInto('recordParameter')
        .values(parameters.map((p) => ({ ...p, recordKind: kind, recordId })))
        .execute();
      if (kind === 'calibration' && points.length > 0)
        await trx
          .insertInto('calibrationPoint')
          .values(points.map((p) => ({ ...p, recordId })))
          .execute();
    },
  };
}

/** What a re-derivation reads: the records' coverage, the values in scope and the approval ranges. */
function createRecordsScopeRepository() {
  return {
    /** Every live record's coverage of a station's parameters that can reach [from, to). */
    async coverage(
      trx: Kysely<Database>,
      stationId: string,
      parameterCodes: readonly string[],
      from: Date,
      to: Date,
    ): Promise<CoverageRow[]> {
      if (parameterCodes.length === 0) return [];
      const dayBefore = new Date(from.getTime() - DAY_MS);
      const part = (kind: RecordKind) =>
        trx
          .selectFrom(`${recordTable(kind)} as r`)
          .innerJoin('recordParameter as rp', (j) =>
            j.onRef('rp.recordId', '=', 'r.id').on('rp.recordKind', '=', kind),
          )
          .select([
            sql.lit(kind).as('kind'),
            'r.id as recordId',
            'rp.parameterCode',
            'r.fromTs',
            'r.toTs',
            'rp.bufferMinutes',
            'rp.suspectFrom',
            'rp.suspectTo',
          ])
          .where('r.stationId', '=', stationId)
          .where('r.status', '<>', 'deleted')
          .where('rp.parameterCode', 'in', [...parameterCodes])
          .where((eb) =>
            eb.or([
              eb.and([eb('r.fromTs', '<', to), eb('r.toTs', '>=', dayBefore)]),
              eb.and([eb('rp.suspectFrom', '<', to), eb('rp.suspectTo', '>', from)]),
            ]),
          );
      return part('maintenance').unionAll(part('calibration')).execute();
    },

    /** Current values of some parameters' spans with the records' marks on them, oldest first. */
    async scopedValues(
      trx: Kysely<Database>,
      stationId: string,
      spans: readonly { parameterCode: string; from: Date; to: Date }[],
    ): Promise<ScopedValue[]> {
      if (spans.length === 0) return [];
      const rows = await trx
        .selectFrom('currentReading as c')
        .leftJoin('recordMark as m', (j) =>
          j
            .onRef('m.stationId', '=', 'c.stationId')
            .onRef('m.parameterCode', '=', 'c.parameterCode')
            .onRef('m.ts', '=', 'c.ts'),
        )
        .select([
          'c.parameterCode',
          'c.ts',
          'c.value',
          'c.validity',
          'c.nullReason',
          'c.qualifiers',
          'c.changeId',
          'm.base as markBase',
          'm.applied as markApplied',
          'm.changeId as markChangeId',
          sql<boolean>`m.change_id is not null and c.change_id is distinct from m.change_id and exists (
            select 1 from reading_change rc
            where rc.station_id = c.station_id and rc.parameter_code = c.parameter_code and rc.ts = c.ts
              and rc.id > m.change_id and rc.kind <> 'resend')`.as('personChanged'),
        ])
        .where('c.stationId', '=', stationId)
        .where((eb) =>
          eb.or(
            spans.map((s) =>
              eb.and([
                eb('c.parameterCode', '=', s.parameterCode),
                eb('c.ts', '>=', s.from),
                eb('c.ts', '<', s.to),
              ]),
            ),
          ),
        )
        .orderBy('c.parameterCode')
        .orderBy('c.ts')
        .execute();
      return rows.map((r) => ({
        ...r,
        changeId: r.changeId === null ? null : Number(r.changeId),
        markChangeId: r.markChangeId === null ? null : Number(r.markChangeId),
      }));
    },

    async approvalRanges(trx: Kysely<Database>, stationId: string): Promise<ApprovalRange[]> {
      const rows = await trx
        .selectFrom('approval')
        .selectAll()
        .where('stationId', '=', stationId)
        .execute();
      return rows.map((r) => approvalRangeOf(r));
    },
  };
}

/** SQL of the records module that several services share. */
export function createRecordsRepository(db: Kysely<Database>) {
  return {
    ...createRecordsReferenceRepository(db),
    ...createRecordRowsRepository(),
    ...createRecordsScopeRepository(),
  };
}
