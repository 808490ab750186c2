import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { StaFilter } from './sta-filter.js';
import {
  compileObservationFilter,
  OBSERVATION_ORDER_COLUMNS,
  type ObservationSqlContext,
} from './sta-sql.repository.js';

export interface ObservationQuery {
  /** The stations whose values may be read (the public stations). */
  readonly stationIds: readonly string[];
  /** One datastream's values only. */
  readonly parameterCode?: string;
  readonly filter?: StaFilter;
  readonly orderBy: readonly { readonly path: string; readonly descending: boolean }[];
  readonly top: number;
  readonly skip: number;
  /** What the `$filter` compiler needs: the clock and the stations' points. */
  readonly sql: ObservationSqlContext;
}

/**
 * A statement the database refused for the data a filter met (SQLSTATE class 22: a number out of
 * range, a division by zero): the client's filter cannot be evaluated, a 400, never a 500.
 */
async function evaluated<T>(statement: Promise<T>): Promise<T> {
  try {
    return await statement;
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('22'))
      throw new AppError('STA_QUERY_INVALID', { messageKey: 'errors:openData.sta.filterValue' });
    throw err;
  }
}

const orderRefused = (path: string) =>
  new AppError('STA_QUERY_INVALID', {
    messageKey: 'errors:openData.sta.orderPath',
    values: { path, allowed: Object.keys(OBSERVATION_ORDER_COLUMNS).join(', ') },
  });

/** The SensorThings reads of the database: datastreams and hourly observations. */
export function createStaRepository(db: Kysely<Database>) {
  function observations(query: ObservationQuery) {
    return db
      .selectFrom('readingHourly as r')
      .where('r.stationId', 'in', [...query.stationIds])
      .where('r.validity', '>=', 1)
      .$if(query.parameterCode !== undefined, (q) =>
        q.where('r.parameterCode', '=', query.parameterCode!),
      )
      .$if(query.filter !== undefined, (q) =>
        q.where((eb) => compileObservationFilter(eb, query.filter!, query.sql)),
      );
  }

  return {
    /** The active parameters of the stations, with their unit and names. */
    async datastreams(stationIds: readonly string[]) {
      if (stationIds.length === 0) return [];
      return db
        .selectFrom('stationParameter as sp')
        .innerJoin('parameter as p', 'p.code', 'sp.parameterCode')
        .select(['sp.stationId', 'p.code', 'p.unit', 'p.nameEn', 'p.nameMs', 'p.medium'])
        .where('sp.stationId', 'in', [...stationIds])
        .where('sp.isActive', '=', true)
        .where('p.isActive', '=', true)
        .orderBy('sp.stationId')
        .orderBy('p.code')
        .execute();
    },

    /** One page of valid hourly values (the public history's rows) and, when asked, their count. */
    async observations(query: ObservationQuery, withCount: boolean) {
      if (query.stationIds.length === 0) return { rows: [], count: withCount ? 0 : null };
      let page = observations(query).select([
        'r.stationId',
        'r.parameterCode',
        'r.hour',
        'r.avg',
        'r.validity',
      ]);
      for (const { path, descending } of query.orderBy) {
        const column = OBSERVATION_ORDER_COLUMNS[path];
        if (!column) throw orderRefused(path);
        page = page.orderBy(column, descending ? 'desc' : 'asc');
      }
      // Then the primary key's order, so a page without $orderby is read along the index.
      const rows = await evaluated(
        page
          .orderBy('r.stationId')
          .orderBy('r.parameterCode')
          .orderBy('r.hour')
          .offset(query.skip)
          .limit(query.top)
          .execute(),
      );
      const count = withCount
        ? Number(
            (
              await evaluated(
                observations(query)
                  .select((eb) => eb.fn.countAll<number>().as('n'))
                  .executeTakeFirstOrThrow(),
              )
            ).n,
          )
        : null;
      return { rows, count };
    },

    /** One valid hourly value of a station's parameter, if there is one. */
    async observation(stationId: string, parameterCode: string, hour: Date) {
      return db
        .selectFrom('readingHourly as r')
        .select(['r.stationId', 'r.parameterCode', 'r.hour', 'r.avg', 'r.validity'])
        .where('r.stationId', '=', stationId)
        .where('r.parameterCode', '=', parameterCode)
        .where('r.hour', '=', hour)
        .where('r.validity', '>=', 1)
        .executeTakeFirst();
    },
  };
}

export type StaRepository = ReturnType<typeof createStaRepository>;
