import { HOUR_MS } from '@eqmp/domain';
import { sql, type Expression, type SqlBool } from 'kysely';
import { AppError } from '../../errors.js';
import { evaluate } from './sta-expression.js';
import { FLIPPED, type StaComparison, type StaFilter } from './sta-filter.js';
import { checkCall, describe, isConstant, MIN_DATETIME, typeRefused } from './sta-functions.js';
import { canonicalPath } from './sta-query.js';
import { callSql } from './sta-sql-functions.repository.js';
import {
  bound,
  kindOf,
  sqlOf,
  type Hourly,
  type ObservationSqlContext,
  type Part,
} from './sta-sql-parts.repository.js';

export type { ObservationSqlContext };

/**
 * The Observation properties a `$filter` may name. Paths through the Datastream and the
 * FeatureOfInterest reach the station and parameter of the value; the feature's point is the
 * station's, tested in memory and sent as a list of stations.
 */
const PROPERTIES: Readonly<Record<string, (eb: Hourly) => Part>> = {
  result: (eb) => ({ sql: eb.ref('r.avg'), t: 'number', plain: true }),
  phenomenonTime: (eb) => ({ sql: eb.ref('r.hour'), t: 'datetime', plain: true }),
  resultTime: (eb) => ({
    sql: eb.parens(
      eb.ref('r.hour') as Expression<any>,
      '+',
      eb.cast(eb.val('1 hour'), sql`interval`),
    ),
    t: 'datetime',
    plain: true,
  }),
  'resultQuality/validity': (eb) => ({ sql: eb.ref('r.validity'), t: 'number', plain: true }),
  'Datastream/@iot.id': (eb) => ({
    sql: eb.fn('concat', [
      eb.ref('r.stationId'),
      eb.cast(eb.val(':'), 'text'),
      eb.ref('r.parameterCode'),
    ]),
    t: 'string',
    plain: true,
  }),
  'Datastream/ObservedProperty/@iot.id': (eb) => ({
    sql: eb.ref('r.parameterCode'),
    t: 'string',
    plain: true,
  }),
  'Datastream/Sensor/@iot.id': (eb) => ({
    sql: eb.ref('r.parameterCode'),
    t: 'string',
    plain: true,
  }),
  'Datastream/Thing/@iot.id': (eb) => ({ sql: eb.ref('r.stationId'), t: 'string', plain: true }),
  'FeatureOfInterest/@iot.id': (eb) => ({ sql: eb.ref('r.stationId'), t: 'string', plain: true }),
  'FeatureOfInterest/feature': () => ({ stationPoint: true }),
  'Datastream/Thing/Locations/location': () => ({ stationPoint: true }),
};

export const OBSERVATION_FILTER_PATHS = Object.keys(PROPERTIES);

/** The columns `$orderby` may name on Observations. */
export const OBSERVATION_ORDER_COLUMNS: Readonly<
  Record<string, 'r.avg' | 'r.hour' | 'r.validity' | 'r.stationId' | 'r.parameterCode'>
> = {
  result: 'r.avg',
  phenomenonTime: 'r.hour',
  resultTime: 'r.hour',
  'resultQuality/validity': 'r.validity',
  'Datastream/@iot.id': 'r.stationId',
  'FeatureOfInterest/@iot.id': 'r.stationId',
};

const SQL_OPERATOR: Readonly<Record<StaComparison, '=' | '<>' | '>' | '>=' | '<' | '<='>> = {
  eq: '=',
  ne: '<>',
  gt: '>',
  ge: '>=',
  lt: '<',
  le: '<=',
};

export const pathRefused = (path: string) =>
  new AppError('STA_QUERY_INVALID', {
    messageKey: 'errors:openData.sta.filterPath',
    values: { path, allowed: OBSERVATION_FILTER_PATHS.join(', ') },
  });

/**
 * Compiles a parsed `$filter` to a Kysely expression over `reading_hourly as r`. Every value the
 * request wrote is a bound parameter and every column and function comes from this file's tables,
 * so no text of the request reaches the SQL. A part without a property (`now()`, `2 mul 3`) is
 * computed first, by the same evaluator as the in-memory sets.
 */
export function compileObservationFilter(
  eb: Hourly,
  filter: StaFilter,
  ctx: ObservationSqlContext,
): Expression<SqlBool> {
  const part = compile(eb, filter, ctx);
  if ('value' in part) {
    const v = part.value;
    if (v !== null && v.t !== 'boolean') throw typeRefused(describe(filter));
    return eb.lit(v !== null && v.v);
  }
  if ('stationPoint' in part || part.t !== 'boolean') throw typeRefused(describe(filter));
  return part.sql as Expression<SqlBool>;
}

function compile(eb: Hourly, expr: StaFilter, ctx: ObservationSqlContext): Part {
  if (isConstant(expr)) return { value: evaluate(expr, { read: () => undefined, now: ctx.now }) };
  switch (expr.kind) {
    case 'literal':
      return { value: null };
    case 'path': {
      const property = PROPERTIES[canonicalPath(expr.path)];
      if (!property) throw pathRefused(expr.path);
      return property(eb);
    }
    case 'and':
    case 'or':
      return {
        sql: eb[expr.kind]([
          compileObservationFilter(eb, expr.left, ctx),
          compileObservationFilter(eb, expr.right, ctx),
        ]),
        t: 'boolean',
      };
    case 'not':
      return { sql: eb.not(compileObservationFilter(eb, expr.expr, ctx)), t: 'boolean' };
    case 'negate': {
      const inner = sqlOf(eb, compile(eb, expr.expr, ctx), 'number', describe(expr.expr));
      return inner === null
        ? { value: null }
        : { sql: eb.parens(inner, '*', eb.cast(eb.val(-1), 'double precision')), t: 'number' };
    }
    case 'arith': {
      const l = sqlOf(eb, compile(eb, expr.left, ctx), 'number', describe(expr.left));
      const r = sqlOf(eb, compile(eb, expr.right, ctx), 'number', describe(expr.right));
      if (l === null || r === null) return { value: null };
      const zero = eb.cast(eb.val(0), 'double precision');
      switch (expr.op) {
        case 'add':
          return { sql: eb.parens(l, '+', r), t: 'number' };
        case 'sub':
          return { sql: eb.parens(l, '-', r), t: 'number' };
        case 'mul':
          return { sql: eb.parens(l, '*', r), t: 'number' };
        case 'div':
          // Division by zero is null, as in memory, never a failed statement.
          return { sql: eb.parens(l, '/', eb.fn('nullif', [r, zero])), t: 'number' };
        case 'mod':
          // a − b·trunc(a / b), in double precision as in memory: the same operations give the
          // same number (PostgreSQL's mod of numeric would round the operands to 15 digits).
          return {
            sql: eb.parens(
              l,
              '-',
              eb.parens(r, '*', eb.fn('trunc', [eb.parens(l, '/', eb.fn('nullif', [r, zero]))])),
            ),
            t: 'number',
          };
      }
      break;
    }
    case 'compare':
      return { sql: comparison(eb, expr, ctx), t: 'boolean' };
    case 'call':
      checkCall(expr.name, expr.args.length);
      return callSql(
        eb,
        expr,
        expr.args.map((a) => compile(eb, a, ctx)),
        ctx.points,
      );
  }
  throw typeRefused(describe(expr));
}

function comparison(
  eb: Hourly,
  expr: Extract<StaFilter, { kind: 'compare' }>,
  ctx: ObservationSqlContext,
): Expression<SqlBool> {
  const what = describe(expr.left.kind === 'literal' ? expr.right : expr.left);
  // resultTime against an instant compares the hour's start an hour earlier, along the index.
  for (const [path, other, op] of [
    [expr.left, expr.right, expr.op],
    [expr.right, expr.left, FLIPPED[expr.op]],
  ] as const) {
    if (path.kind === 'path' && canonicalPath(path.path) === 'resultTime' && isConstant(other)) {
      const v = evaluate(other, { read: () => undefined, now: ctx.now });
      const at = v?.t === 'datetime' ? v.v : v?.t === 'string' ? Date.parse(v.v) : NaN;
      if (!Number.isNaN(at) && at - HOUR_MS >= MIN_DATETIME)
        return eb('r.hour', SQL_OPERATOR[op], bound(eb, { t: 'datetime', v: at - HOUR_MS }));
    }
  }
  const left = compile(eb, expr.left, ctx);
  const right = compile(eb, expr.right, ctx);
  const kind = kindOf(left) ?? kindOf(right);
  if (kind === null || kind === 'geography') throw typeRefused(what);
  // The kind of the side that reads a column wins: text holding an instant is read as one.
  const want = 'sql' in left ? left.t : 'sql' in right ? right.t : kind;
  const l = sqlOf(eb, left, want, what);
  const r = sqlOf(eb, right, want, what);
  if (l === null || r === null) {
    const other = l ?? r;
    if (other === null) return eb.lit(expr.op === 'eq' || expr.op === 'ge' || expr.op === 'le');
    if (expr.op === 'eq') return eb(other, 'is', null);
    if (expr.op === 'ne') return eb(other, 'is not', null);
    return eb.lit(false);
  }
  const plain = (p: Part) => 'value' in p || ('sql' in p && p.plain === true);
  // Columns against values: plain SQL, along the indexes. A computed side may be null (a
  // division by zero): then, as in memory, null equals only null and orders with nothing.
  if (plain(left) && plain(right)) return eb(l, SQL_OPERATOR[expr.op], r);
  if (expr.op === 'eq') return eb(l, 'is not distinct from', r);
  if (expr.op === 'ne') return eb(l, 'is distinct from', r);
  return eb.fn.coalesce(eb(l, SQL_OPERATOR[expr.op], r), eb.lit(false));
}
