import { sql, type Kysely } from 'kysely';
import { insertReturningId } from '../../db/row-by-id.js';
import type { Database } from '../../db/schema/index.js';

/** A deployment with its unit's name and what the unit stored during its period. */
export interface DeploymentRow {
  id: number;
  stationId: string;
  stationName: string;
  place: string;
  longitude: number;
  latitude: number;
  startsAt: Date;
  endsAt: Date | null;
  reason: string;
  readings: number;
  firstReadingAt: Date | null;
  lastReadingAt: Date | null;
  createdBy: string;
  createdAt: Date;
  updatedBy: string | null;
  updatedAt: Date | null;
}

export interface DeploymentFilter {
  readonly id?: number;
  readonly stationId?: string;
  /** Deployments under way at some time of `from`–`to`. */
  readonly from?: Date;
  readonly to?: Date;
}

/** What an officer enters of a deployment. */
export interface DeploymentValues {
  readonly stationId: string;
  readonly place: string;
  readonly longitude: number;
  readonly latitude: number;
  readonly startsAt: Date;
  readonly endsAt: Date | null;
  readonly reason: string;
}

/** The mobile units: their parameters, and a unit's row locked for its deployments' writes. */
function createMobileUnitsRepository(db: Kysely<Database>) {
  return {
    /** The mobile units (MCAQM stations) and the parameters each measures, in id order. */
    async units() {
      const stations = await db
        .selectFrom('station as s')
        .leftJoin('state as st', 'st.id', 's.stateId')
        .select(['s.id', 's.name', 's.isActive', 'st.name as stateName'])
        .where('s.module', '=', 'MCAQM')
        .orderBy('s.id')
        .execute();
      const parameters = await db
        .selectFrom('stationParameter as sp')
        .innerJoin('parameter as p', 'p.code', 'sp.parameterCode')
        .innerJoin('station as s', 's.id', 'sp.stationId')
        .select(['sp.stationId', 'p.code', 'p.nameEn', 'p.nameMs', 'p.unit', 'p.decimals'])
        .where('s.module', '=', 'MCAQM')
        .where('sp.isActive', '=', true)
        .orderBy('p.code')
        .execute();
      return stations.map((s) => ({
        ...s,
        parameters: parameters
          .filter((p) => p.stationId === s.id)
          .map(({ stationId: _, ...p }) => p),
      }));
    },

    /** The parameters a unit measures now. */
    async measuredBy(stationId: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom('stationParameter')
        .select('parameterCode')
        .where('stationId', '=', stationId)
        .where('isActive', '=', true)
        .execute();
      return new Set(rows.map((r) => r.parameterCode));
    },

    /** A unit's station row, locked for update (its deployments are checked and written under it). */
    lockUnit: (trx: Kysely<Database>, stationId: string) =>
      trx
        .selectFrom('station')
        .select(['id', 'module', 'isActive'])
        .where('id', '=', stationId)
        .forUpdate()
        .executeTakeFirst(),
  };
}

/** Deployments with what their unit stored, and one page of a deployment's readings. */
function createDeploymentReadsRepository(db: Kysely<Database>) {
  return {
    async deployments(filter: DeploymentFilter): Promise<DeploymentRow[]> {
      let query = db
        .selectFrom('mobileDeployment as d')
        .innerJoin('station as s', 's.id', 'd.stationId')
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('reading as r')
              .select([
                sql<number>`count(*)::int`.as('readings'),
                sql<Date | null>`min(r.ts)`.as('firstReadingAt'),
                sql<Date | null>`max(r.ts)`.as('lastReadingAt'),
              ])
              .whereRef('r.stationId', '=', 'd.stationId')
              .whereRef('r.ts', '>=', 'd.startsAt')
              .where(sql<boolean>`(d.ends_at is null or r.ts <= d.ends_at)`)
              .as('st'),
          (join) => join.onTrue(),
        )
        .select([
          'd.id',
          'd.stationId',
          's.name as stationName',
          'd.place',
          'd.longitude',
          'd.latitude',
          'd.startsAt',
          'd.endsAt',
          'd.reason',
          sql<number>`coalesce(st.readings, 0)`.as('readings'),
          'st.firstReadingAt',
          'st.lastReadingAt',
          'd.createdBy',
          'd.createdAt',
          'd.updatedBy',
          'd.updatedAt',
        ])
        .where('s.module', '=', 'MCAQM');
      if (filter.id !== undefined) query = query.where('d.id', '=', filter.id);
      if (filter.stationId !== undefined) query = query.where('d.stationId', '=', filter.stationId);
      if (filter.to !== undefined) query = query.where('d.startsAt', '<', filter.to);
      if (filter.from !== undefined) {
        const from = filter.from;
        query = query.where((eb) => eb.or([eb('d.endsAt', 'is', null), eb('d.endsAt', '>', from)]));
      }
      return await query.orderBy('d.startsAt', 'desc').orderBy('d.id', 'desc').execute();
    },

    /** Readings of a unit in a period: one page of times (newest first) with their values. */
    async readingsPage(
      stationId: string,
      period: { startsAt: Date; endsAt: Date | null },
      page: number,
      pageSize: number,
    ) {
      const inPeriod = sql<boolean>`r.station_id = ${stationId} and r.ts >= ${period.startsAt}
        and (${period.endsAt}::timestamptz is null or r.ts <= ${period.endsAt}::timestamptz)`;
      const { rows: counted } = await sql<{ total: number }>`
        select count(distinct r.ts)::int as total from reading r where ${inPeriod}`.execute(db);
      const { rows: times } = await sql<{ ts: Date }>`
        select distinct r.ts from reading r where ${inPeriod}
        order by r.ts desc limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(db);
      if (times.length === 0) return { total: counted[0]?.total ?? 0, values: [] };
      const { rows: values } = await sql<{
        ts: Date;
        parameterCode: string;
        source: string;
        value: number | null;
        validity: number;
      }>`
        select c.ts, c.parameter_code, c.source, c.value, c.validity
        from current_reading c
        where c.station_id = ${stationId}
          and c.ts in (${sql.join(times.map((t) => sql`${t.ts}::timestamptz`))})
        order by c.ts desc, c.parameter_code`.execute(db);
      return { total: counted[0]?.total ?? 0, values };
    },
  };
}

/** A unit's periods, and a deployment written. */
function createDeploymentWritesRepository() {
  return {
    /** Every period of a unit. */
    periodsOf: (trx: Kysely<Database>, stationId: string) =>
      trx
        .selectFrom('mobileDeployment')
        .select(['id', 'place', 'startsAt', 'endsAt'])
        .where('stationId', '=', stationId)
        .execute(),

    insert: (trx: Kysely<Database>, values: DeploymentValues, by: string, at: Date) =>
      insertReturningId(trx, 'mobileDeployment', { ...values, createdBy: by, createdAt: at }),

    async update(
      trx: Kysely<Database>,
      id: number,
      values: DeploymentValues,
      by: string,
      at: Date,
    ) {
      const row = await trx
        .updateTable('mobileDeployment')
        .set({ ...values, updatedBy: by, updatedAt: at })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

/** SQL only: mobile units, deployments and their readings. */
export function createDeploymentsRepository(db: Kysely<Database>) {
  return {
    ...createMobileUnitsRepository(db),
    ...createDeploymentReadsRepository(db),
    ...createDeploymentWritesRepository(),
  };
}
