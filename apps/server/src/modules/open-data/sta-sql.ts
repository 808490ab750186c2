import { HOUR_MS } from '@eqmp/domain';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import {
  checkCall,
  evaluate,
  isConstant,
  MIN_DATETIME,
  notImplemented,
  spatial,
  SPATIAL_PREDICATES,
  STA_FUNCTIONS,
  typeRefused,
  type StaType,
  type StaValue,
} from './sta-expression.js';
import { FLIPPED, type StaComparison, type StaFilter } from './sta-filter.js';

type Hourly = ExpressionBuilder<Database & { r: Database['readingHourly'] }, 'r'>;

/** What the compiler needs besides the filter: the clock and the stations' points. */
export interface ObservationSqlContext {
  readonly now: number;
  /** The public stations' points (longitude, latitude), for a spatial test of their feature. */
  readonly points: ReadonlyMap<string, readonly [number, number]>;
}

/** A compiled part: SQL of a kind, a value known before the query, or the station's point. */
type Part =
  /** `plain`: a column of a public value (never null there), not computed. */
  | { readonly sql: Expression<any>; readonly t: StaType; readonly plain?: boolean }
  | { readonly value: StaValue }
  | { readonly stationPoint: true };

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

/** `id` is SensorThings 1.1's name of `@iot.id` in a query. */
const canonical = (path: string) =>
  path
    .split('/')
    .map((part) => (part === 'id' ? '@iot.id' : part))
    .join('/');

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

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A value known before the query, as a bound parameter of its SQL type. */
function bound(eb: Hourly, value: Exclude<StaValue, null>): Expression<any> {
  switch (value.t) {
    case 'number':
      return eb.cast(eb.val(value.v), 'double precision');
    case 'string':
      return eb.cast(eb.val(value.v), 'text');
    case 'boolean':
      return eb.cast(eb.val(value.v), 'boolean');
    case 'datetime':
      return eb.cast(eb.val(new Date(value.v).toISOString()), 'timestamptz');
    case 'date':
      return eb.cast(eb.val(value.v), 'date');
    case 'time': {
      const s = value.v;
      const text = `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${(s % 60).toFixed(3).padStart(6, '0')}`;
      return eb.cast(eb.val(text), 'time');
    }
    case 'geography':
      throw typeRefused('a geography outside a spatial function');
  }
}

const describe = (expr: StaFilter): string =>
  expr.kind === 'path' ? expr.path : expr.kind === 'call' ? `${expr.name}(…)` : 'a value';

/** A part as SQL of the kind `want` (text holding an instant or a day is read as one). */
function sqlOf(eb: Hourly, part: Part, want: StaType, what: string): Expression<any> | null {
  if ('stationPoint' in part) throw typeRefused(what);
  if ('sql' in part) {
    if (part.t !== want) throw typeRefused(what);
    return part.sql;
  }
  const v = part.value;
  if (v === null) return null;
  if (v.t === want) return bound(eb, v);
  if (v.t === 'string' && want === 'datetime' && !Number.isNaN(Date.parse(v.v)))
    return bound(eb, { t: 'datetime', v: Date.parse(v.v) });
  if (v.t === 'string' && want === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(v.v))
    return bound(eb, { t: 'date', v: v.v });
  throw typeRefused(what);
}

const kindOf = (part: Part): StaType | null =>
  'stationPoint' in part ? 'geography' : 'sql' in part ? part.t : (part.value?.t ?? null);

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
      const property = PROPERTIES[canonical(expr.path)];
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
      return call(eb, expr, ctx);
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
    if (path.kind === 'path' && canonical(path.path) === 'resultTime' && isConstant(other)) {
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

const DATE_PARTS: Readonly<Record<string, string>> = {
  year: 'year',
  month: 'month',
  day: 'day',
  hour: 'hour',
  minute: 'minute',
  second: 'second',
  fractionalseconds: 'second',
};

function call(
  eb: Hourly,
  expr: Extract<StaFilter, { kind: 'call' }>,
  ctx: ObservationSqlContext,
): Part {
  const { name } = expr;
  checkCall(name, expr.args.length);
  const parts = expr.args.map((a) => compile(eb, a, ctx));
  if ((SPATIAL_PREDICATES as readonly string[]).includes(name)) {
    // The feature of an observation is its station's point: the stations that meet the test
    // are found here and sent as a list.
    const [a, b] = parts as [Part, Part];
    const literal = (p: Part) =>
      'value' in p && p.value !== null && p.value.t === 'geography' ? p.value.v : null;
    const [station, shape, stationFirst] =
      'stationPoint' in a ? [a, literal(b), true] : [b, literal(a), false];
    if (!('stationPoint' in station) || shape === null)
      throw typeRefused(`${name}(…): the feature and a geography literal`);
    const ids = [...ctx.points]
      .filter(([, coordinates]) => {
        const point = { type: 'Point', coordinates } as const;
        return stationFirst ? spatial(name, point, shape) : spatial(name, shape, point);
      })
      .map(([id]) => id);
    return { sql: ids.length === 0 ? eb.lit(false) : eb('r.stationId', 'in', ids), t: 'boolean' };
  }
  if (name === 'geo.distance' || name === 'geo.length')
    throw notImplemented(`${name} on Observations`);
  const fn = STA_FUNCTIONS[name]!;
  const shape = fn.args.find((kinds) => kinds.length === parts.length)!;
  const args = parts.map((p, i) => {
    // year(), month() and day() take a day too.
    const want = shape[i] === 'datetime' && kindOf(p) === 'date' ? 'date' : shape[i]!;
    return sqlOf(eb, p, want, describe(expr.args[i]!));
  });
  if (args.some((a) => a === null)) return { value: null };
  const [x, y, z] = args as Expression<any>[];
  const text = (s: string) => eb.cast(eb.val(s), 'text');
  // A test of a null (a substring past a division by zero) is false, as in memory.
  const truth = (e: Expression<any>) => eb.fn.coalesce(e, eb.lit(false));
  // A position or length is a whole number brought into range before the cast (1e10 is no error);
  // a null stays null (greatest and least would pass over it).
  const int = (e: Expression<any>) =>
    eb
      .case()
      .when(e, 'is', null)
      .then(eb.cast(eb.val(null), 'integer'))
      .else(
        eb.cast(
          eb.fn('least', [eb.fn('greatest', [eb.fn('floor', [e]), eb.val(0)]), eb.val(1_000_000)]),
          'integer',
        ),
      )
      .end();
  const utc = (e: Expression<any>) =>
    kindOf(parts[0]!) === 'date' ? eb.cast(e, 'timestamp') : eb.fn('timezone', [text('UTC'), e]);
  const sqlFn = eb.fn;
  switch (name) {
    case 'substringof':
      return { sql: truth(eb(sqlFn('strpos', [y!, x!]), '>', 0)), t: 'boolean' };
    case 'contains':
      return { sql: truth(eb(sqlFn('strpos', [x!, y!]), '>', 0)), t: 'boolean' };
    case 'startswith':
      return { sql: truth(eb(sqlFn('strpos', [x!, y!]), '=', 1)), t: 'boolean' };
    case 'endswith':
      return { sql: truth(eb(sqlFn('right', [x!, sqlFn('length', [y!])]), '=', y!)), t: 'boolean' };
    case 'length':
      return { sql: sqlFn('length', [x!]), t: 'number' };
    case 'indexof':
      return { sql: eb.parens(sqlFn('strpos', [x!, y!]), '-', 1), t: 'number' };
    case 'substring': {
      const from = eb.parens(int(y!), '+', 1);
      return {
        sql: z
          ? sqlFn('substr', [x!, from, sqlFn('greatest', [int(z), eb.val(0)])])
          : sqlFn('substr', [x!, from]),
        t: 'string',
      };
    }
    case 'tolower':
      return { sql: sqlFn('lower', [x!]), t: 'string' };
    case 'toupper':
      return { sql: sqlFn('upper', [x!]), t: 'string' };
    case 'trim':
      return { sql: sqlFn('btrim', [x!]), t: 'string' };
    case 'concat':
      // || (concat() would pass over a null, where the evaluator answers null).
      return { sql: eb.parens(x!, '||', y!), t: 'string' };
    case 'round':
      // numeric rounds half away from zero, as OData asks (double precision rounds to even).
      return { sql: sqlFn('round', [eb.cast(x!, 'numeric')]), t: 'number' };
    case 'floor':
      return { sql: sqlFn('floor', [x!]), t: 'number' };
    case 'ceiling':
      return { sql: sqlFn('ceil', [x!]), t: 'number' };
    case 'totaloffsetminutes':
      // Every instant here is told in UTC.
      return { sql: eb.cast(eb.val(0), 'double precision'), t: 'number' };
    case 'date':
      return { sql: eb.cast(utc(x!), 'date'), t: 'date' };
    case 'time':
      return { sql: eb.cast(utc(x!), 'time'), t: 'time' };
    default: {
      const field = DATE_PARTS[name];
      if (!field) throw typeRefused(`${name}(…)`);
      const part = sqlFn('date_part', [text(field), utc(x!)]);
      if (name === 'second') return { sql: sqlFn('floor', [part]), t: 'number' };
      if (name === 'fractionalseconds')
        return { sql: eb.parens(part, '-', sqlFn('floor', [part])), t: 'number' };
      return { sql: part, t: 'number' };
    }
  }
}
