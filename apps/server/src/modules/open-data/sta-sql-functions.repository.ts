import type { Expression } from 'kysely';
import type { StaFilter } from './sta-filter.js';
import {
  describe,
  notImplemented,
  SPATIAL_PREDICATES,
  STA_FUNCTIONS,
  typeRefused,
} from './sta-functions.js';
import { spatial } from './sta-geometry.js';
import {
  kindOf,
  sqlOf,
  type Hourly,
  type ObservationSqlContext,
  type Part,
} from './sta-sql-parts.repository.js';

const DATE_PARTS: Readonly<Record<string, string>> = {
  year: 'year',
  month: 'month',
  day: 'day',
  hour: 'hour',
  minute: 'minute',
  second: 'second',
  fractionalseconds: 'second',
};

/**
 * A spatial test of an observation's feature, its station's point: the stations that meet the
 * test are found here and sent as a list.
 */
function spatialSql(
  eb: Hourly,
  name: string,
  parts: readonly Part[],
  points: ObservationSqlContext['points'],
): Part {
  const [a, b] = parts as [Part, Part];
  const literal = (p: Part) =>
    'value' in p && p.value !== null && p.value.t === 'geography' ? p.value.v : null;
  const [station, shape, stationFirst] =
    'stationPoint' in a ? [a, literal(b), true] : [b, literal(a), false];
  if (!('stationPoint' in station) || shape === null)
    throw typeRefused(`${name}(…): the feature and a geography literal`);
  const ids = [...points]
    .filter(([, coordinates]) => {
      const point = { type: 'Point', coordinates } as const;
      return stationFirst ? spatial(name, point, shape) : spatial(name, shape, point);
    })
    .map(([id]) => id);
  return { sql: ids.length === 0 ? eb.lit(false) : eb('r.stationId', 'in', ids), t: 'boolean' };
}

/**
 * A function call of a `$filter` as SQL, from its arguments already compiled (`parts`), each
 * function as the in-memory evaluator computes it.
 */
export function callSql(
  eb: Hourly,
  expr: Extract<StaFilter, { kind: 'call' }>,
  parts: readonly Part[],
  points: ObservationSqlContext['points'],
): Part {
  const { name } = expr;
  if ((SPATIAL_PREDICATES as readonly string[]).includes(name))
    return spatialSql(eb, name, parts, points);
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
