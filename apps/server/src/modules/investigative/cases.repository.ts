import type { InvestigativeModule } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import { existsById } from '../../db/row-by-id.js';
import type { Database } from '../../db/schema/index.js';
import { localStart } from '../values/index.js';

/** A case's own values, as stored beside its REPORT_ID and module. */
export interface CaseValues {
  readonly stateId: number | null;
  readonly caseTitle: string;
  readonly caseStartDate: string;
  readonly year: number;
}

/** Adds stations to a case. */
async function addStations(trx: Kysely<Database>, id: string, stationIds: readonly string[]) {
  await trx
    .insertInto('investigativeCaseStation')
    .values(stationIds.map((stationId) => ({ caseId: id, stationId })))
    .execute();
}

/** The register: a module's cases and years, its stations, the states and the cases' stations. */
function createCaseRegisterRepository(db: Kysely<Database>) {
  return {
    /** A module's cases (of one year or all), newest year first, with their state's name. */
    cases: (module: InvestigativeModule, year: number | undefined) =>
      db
        .selectFrom('investigativeCase as c')
        .leftJoin('state', 'state.id', 'c.stateId')
        .select([
          'c.id',
          'c.module',
          'c.stateId',
          'state.name as stateName',
          'c.caseTitle',
          'c.caseStartDate',
          'c.year',
          'c.createdAt',
        ])
        .where('c.module', '=', module)
        .$if(year !== undefined, (q) => q.where('c.year', '=', year!))
        .orderBy('c.year', 'desc')
        .orderBy('c.id')
        .execute(),

    /** The years a module has cases of, newest first. */
    years: (module: InvestigativeModule) =>
      db
        .selectFrom('investigativeCase')
        .select('year')
        .distinct()
        .where('module', '=', module)
        .orderBy('year', 'desc')
        .execute(),

    /** A module's active stations, by id. */
    activeStations: (module: InvestigativeModule) =>
      db
        .selectFrom('station')
        .select(['id', 'name', 'stateId'])
        .where('module', '=', module)
        .where('isActive', '=', true)
        .orderBy('id')
        .execute(),

    /** Every state, by name. */
    states: () => db.selectFrom('state').select(['id', 'name']).orderBy('name').execute(),

    /**
     * The stations of these cases, by station id, each with its samples since its case started
     * (local day) and the time of its last one. One sample: a station's manual results at one time.
     */
    members: (caseIds: readonly string[]) =>
      db
        .selectFrom('investigativeCaseStation as m')
        .innerJoin('investigativeCase as c', 'c.id', 'm.caseId')
        .innerJoin('station as s', 's.id', 'm.stationId')
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('reading as r')
              .select([
                sql<number>`count(distinct r.ts)::int`.as('samples'),
                sql<Date | null>`max(r.ts)`.as('lastSampleAt'),
              ])
              .whereRef('r.stationId', '=', 's.id')
              .where('r.source', '=', 'manual')
              .where('r.ts', '>=', localStart({ day: 'c.case_start_date' }))
              .as('x'),
          (join) => join.onTrue(),
        )
        .select(['m.caseId', 's.id', 's.name', 'x.samples', 'x.lastSampleAt'])
        .where('m.caseId', 'in', caseIds)
        .orderBy('s.id')
        .execute(),
  };
}

/** The checks of a case's references and the writes of a case and its stations, in the caller's transaction. */
function createCaseWritesRepository() {
  return {
    /** Which of these stations belong to the module. */
    async stationsOfModule(
      exec: Kysely<Database>,
      module: InvestigativeModule,
      stationIds: readonly string[],
    ) {
      const rows = await exec
        .selectFrom('station')
        .select('id')
        .where('id', 'in', stationIds)
        .where('module', '=', module)
        .execute();
      return rows.map((r) => r.id);
    },

    /** Whether the state exists. */
    stateExists: (exec: Kysely<Database>, stateId: number) => existsById(exec, 'state', stateId),

    /** Whether a case has this REPORT_ID. */
    caseExists: (trx: Kysely<Database>, id: string) => existsById(trx, 'investigativeCase', id),

    /** A case's values, its row locked until the transaction ends. */
    lockCase: (trx: Kysely<Database>, id: string) =>
      trx
        .selectFrom('investigativeCase')
        .select(['module', 'stateId', 'caseTitle', 'caseStartDate', 'year'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),

    /** The ids of a case's stations, in order. */
    async stationsOf(trx: Kysely<Database>, id: string) {
      const rows = await trx
        .selectFrom('investigativeCaseStation')
        .select('stationId')
        .where('caseId', '=', id)
        .orderBy('stationId')
        .execute();
      return rows.map((r) => r.stationId);
    },

    async insertCase(
      trx: Kysely<Database>,
      row: CaseValues & { id: string; module: InvestigativeModule; createdAt: Date },
    ) {
      await trx.insertInto('investigativeCase').values(row).execute();
    },

    async updateCase(trx: Kysely<Database>, id: string, values: CaseValues) {
      await trx.updateTable('investigativeCase').set(values).where('id', '=', id).execute();
    },

    /** Sets a case's stations, replacing those it had. */
    async replaceStations(trx: Kysely<Database>, id: string, stationIds: readonly string[]) {
      await trx.deleteFrom('investigativeCaseStation').where('caseId', '=', id).execute();
      await addStations(trx, id, stationIds);
    },

    /** Adds stations to a case. */
    addStations,
  };
}

/**
 * SQL of the investigative cases: the register with its stations and samples, the checks of a
 * case's references and the writes of a case and its stations. Writes take the caller's
 * transaction.
 */
export function createCasesRepository(db: Kysely<Database>) {
  return {
    ...createCaseRegisterRepository(db),
    ...createCaseWritesRepository(),
  };
}
