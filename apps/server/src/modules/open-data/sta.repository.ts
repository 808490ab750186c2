import { HOUR_MS } from '@eqmp/domain';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { FLIPPED, type StaComparison, type StaFilter, type StaLiteral } from './sta-filter.js';

type Hourly = ExpressionBuilder<Database & { r: Database['readingHourly'] }, 'r'>;
type Column = 'r.avg' | 'r.hour' | 'r.validity';

/**
 * The Observation properties a `$filter` or `$orderby` may name, each with the column it reads
 * and the kind of literal it compares with. `resultTime` is the end of the hour: it compares as
 * the hour's start one hour earlier.
 */
const OBSERVATION_PROPERTIES: Readonly<
  Record<string, { column: Column; kind: 'number' | 'datetime'; shiftMs?: number }>
> = {
  result: { column: 'r.avg', kind: 'number' },
  phenomenonTime: { column: 'r.hour', kind: 'datetime' },
  resultTime: { column: 'r.hour', kind: 'datetime', shiftMs: -HOUR_MS },
  'resultQuality/validity': { column: 'r.validity', kind: 'number' },
};
export const OBSERVATION_FILTER_PATHS = Object.keys(OBSERVATION_PROPERTIES);

const SQL_OPERATOR: Readonly<Record<StaComparison, '=' | '<>' | '>' | '>=' | '<' | '<='>> = {
  eq: '=',
  ne: '<>',
  gt: '>',
  ge: '>=',
  lt: '<',
  le: '<=',
};

const pathRefused = (path: string) =>
  new AppError('STA_QUERY_INVALID', {
    messageKey: 'errors:openData.sta.filterPath',
    values: { path, allowed: OBSERVATION_FILTER_PATHS.join(', ') },
  });

/**
 * Compiles a parsed `$filter` to a Kysely expression over `reading_hourly as r`: every literal is
 * a bound parameter and every column comes from the table above, so no text of the request
 * reaches the SQL.
 */
function compileObservationFilter(eb: Hourly, filter: StaFilter): Expression<SqlBool> {
  switch (filter.kind) {
    case 'and':
      return eb.and([
        compileObservationFilter(eb, filter.left),
        compileObservationFilter(eb, filter.right),
      ]);
    case 'or':
      return eb.or([
        compileObservationFilter(eb, filter.left),
        compileObservationFilter(eb, filter.right),
      ]);
    case 'not':
      return eb.not(compileObservationFilter(eb, filter.expr));
    case 'compare': {
      const { left, right } = filter;
      const [path, literal, op] =
        left.kind === 'path' && right.kind === 'literal'
          ? [left.path, right.literal, filter.op]
          : left.kind === 'literal' && right.kind === 'path'
            ? [right.path, left.literal, FLIPPED[filter.op]]
            : [null, null, filter.op];
      if (path === null || literal === null)
        throw new AppError('STA_QUERY_INVALID', { messageKey: 'errors:openData.sta.filterShape' });
      const property = OBSERVATION_PROPERTIES[path];
      if (!property) throw pathRefused(path);
      if (literal.kind === 'null') {
        if (op === 'eq') return eb(property.column, 'is', null);
        if (op === 'ne') return eb(property.column, 'is not', null);
      }
      return eb(property.column, SQL_OPERATOR[op], valueOf(literal, property, path));
    }
  }
}

function valueOf(
  literal: StaLiteral,
  property: { kind: 'number' | 'datetime'; shiftMs?: number },
  path: string,
): number | Date {
  if (property.kind === 'number' && literal.kind === 'number') return literal.value;
  if (property.kind === 'datetime' && literal.kind === 'datetime')
    return new Date(literal.value + (property.shiftMs ?? 0));
  throw new AppError('STA_QUERY_INVALID', {
    messageKey: 'errors:openData.sta.filterType',
    values: { path },
  });
}

export interface ObservationQuery {
  /** The stations whose values may be read (the public stations). */
  readonly stationIds: readonly string[];
  /** One datastream's values only. */
  readonly parameterCode?: string;
  readonly filter?: StaFilter;
  readonly orderBy: readonly { readonly path: string; readonly descending: boolean }[];
  readonly top: number;
  readonly skip: number;
}

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
        q.where((eb) => compileObservationFilter(eb, query.filter!)),
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
        const property = OBSERVATION_PROPERTIES[path];
        if (!property) throw pathRefused(path);
        page = page.orderBy(property.column, descending ? 'desc' : 'asc');
      }
      // Then the primary key's order, so a page without $orderby is read along the index.
      const rows = await page
        .orderBy('r.stationId')
        .orderBy('r.parameterCode')
        .orderBy('r.hour')
        .offset(query.skip)
        .limit(query.top)
        .execute();
      const count = withCount
        ? Number(
            (
              await observations(query)
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
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
