import peggy from 'peggy';

/** A geometry written in a `$filter` (`geography'POLYGON((…))'`), as GeoJSON coordinates. */
export type StaGeometry =
  | { readonly type: 'Point'; readonly coordinates: readonly [number, number] }
  | { readonly type: 'LineString'; readonly coordinates: readonly (readonly [number, number])[] }
  | {
      readonly type: 'Polygon';
      readonly coordinates: readonly (readonly (readonly [number, number])[])[];
    };

/** A value written in a `$filter`. */
export type StaLiteral =
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'number'; readonly value: number }
  /** An instant (milliseconds since 1970). */
  | { readonly kind: 'datetime'; readonly value: number }
  /** A calendar day, `YYYY-MM-DD`. */
  | { readonly kind: 'date'; readonly value: string }
  /** A time of day, in seconds since midnight. */
  | { readonly kind: 'time'; readonly value: number }
  | { readonly kind: 'boolean'; readonly value: boolean }
  | { readonly kind: 'null'; readonly value: null }
  | { readonly kind: 'geography'; readonly value: StaGeometry };

export type StaComparison = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
export type StaArithmetic = 'add' | 'sub' | 'mul' | 'div' | 'mod';

/**
 * A parsed `$filter`: one expression tree, which both compilers read (SQL for observations,
 * in memory for the sets built from the public stations).
 */
export type StaFilter =
  | { readonly kind: 'literal'; readonly literal: StaLiteral }
  | { readonly kind: 'path'; readonly path: string }
  | { readonly kind: 'call'; readonly name: string; readonly args: readonly StaFilter[] }
  | {
      readonly kind: 'arith';
      readonly op: StaArithmetic;
      readonly left: StaFilter;
      readonly right: StaFilter;
    }
  | { readonly kind: 'negate'; readonly expr: StaFilter }
  | {
      readonly kind: 'compare';
      readonly op: StaComparison;
      readonly left: StaFilter;
      readonly right: StaFilter;
    }
  | { readonly kind: 'and' | 'or'; readonly left: StaFilter; readonly right: StaFilter }
  | { readonly kind: 'not'; readonly expr: StaFilter };

/**
 * OData's `$filter` as SensorThings API 1.1 §9.3.3.5 uses it. Precedence, loosest first: `or`,
 * `and`, `not`, comparisons (`eq ne gt ge lt le`, left to right), `add sub`, `mul div mod`, unary
 * minus, then parentheses, function calls (`startswith(name,'Sg')`, `geo.intersects(…)`),
 * literals and property paths. `not` binds looser than a comparison (`not result gt 5` is
 * `not (result gt 5)`), as in SQL and the OData ABNF's `notExpr`. Literals: numbers, 'text' (''
 * for a quote), ISO 8601 instants and days, times of day, true, false, null, and
 * `geography'POINT(…)'`, `LINESTRING` or `POLYGON` in WGS 84 longitude latitude (an optional
 * `SRID=4326;`). Which functions exist and what they take is `sta-functions.ts`'s table.
 */
const GRAMMAR = String.raw`
start = _ e:or _ { return e; }

or = head:and tail:(__ "or"i __ @and)* {
  return tail.reduce((left, right) => ({ kind: 'or', left, right }), head);
}

and = head:not tail:(__ "and"i __ @not)* {
  return tail.reduce((left, right) => ({ kind: 'and', left, right }), head);
}

not
  = "not"i _ &"(" e:not { return { kind: 'not', expr: e }; }
  / "not"i __ e:not { return { kind: 'not', expr: e }; }
  / compare

compare = head:additive tail:(__ @compareOp __ @additive)* {
  return tail.reduce((left, [op, right]) => ({ kind: 'compare', op, left, right }), head);
}

compareOp = o:("eq"i / "ne"i / "ge"i / "gt"i / "le"i / "lt"i) !identifierPart { return o.toLowerCase(); }

additive = head:multiplicative tail:(__ @additiveOp __ @multiplicative)* {
  return tail.reduce((left, [op, right]) => ({ kind: 'arith', op, left, right }), head);
}

additiveOp = o:("add"i / "sub"i) !identifierPart { return o.toLowerCase(); }

multiplicative = head:unary tail:(__ @multiplicativeOp __ @unary)* {
  return tail.reduce((left, [op, right]) => ({ kind: 'arith', op, left, right }), head);
}

multiplicativeOp = o:("mul"i / "div"i / "mod"i) !identifierPart { return o.toLowerCase(); }

unary
  = primary
  / "-" _ e:primary { return { kind: 'negate', expr: e }; }

primary
  = "(" _ e:or _ ")" { return e; }
  / call
  / literal
  / path

call = name:functionName _ "(" _ args:arguments? _ ")" {
  return { kind: 'call', name, args: args ?? [] };
}

functionName = $([A-Za-z_] [A-Za-z0-9_]* ("." [A-Za-z_] [A-Za-z0-9_]*)?)

arguments = head:or tail:(_ "," _ @or)* { return [head, ...tail]; }

literal = l:(geography / datetime / date / time / number / string / boolean / null) { return { kind: 'literal', literal: l }; }

datetime = text:$(day "T" [0-9][0-9] ":" [0-9][0-9] (":" [0-9][0-9] ("." [0-9]+)?)? ("Z"i / [+-] [0-9][0-9] ":" [0-9][0-9])) {
  const value = Date.parse(text);
  if (Number.isNaN(value)) error('invalid instant');
  return { kind: 'datetime', value };
}

date = text:$day !("T" / identifierPart) {
  if (Number.isNaN(Date.parse(text + 'T00:00:00Z')) || new Date(text + 'T00:00:00Z').toISOString().slice(0, 10) !== text) error('invalid day');
  return { kind: 'date', value: text };
}

day = [0-9][0-9][0-9][0-9] "-" [0-9][0-9] "-" [0-9][0-9]

time = h:$([0-9][0-9]) ":" m:$([0-9][0-9]) s:(":" @$([0-9][0-9] ("." [0-9]+)?))? !identifierPart {
  const [hh, mm, ss] = [Number(h), Number(m), Number(s ?? 0)];
  if (hh > 23 || mm > 59 || ss >= 60) error('invalid time of day');
  return { kind: 'time', value: hh * 3600 + mm * 60 + ss };
}

number = text:$("-"? [0-9]+ ("." [0-9]+)? ([eE] [+-]? [0-9]+)?) !identifierPart {
  return { kind: 'number', value: Number(text) };
}

string = "'" chars:("''" { return "'"; } / [^'])* "'" { return { kind: 'string', value: chars.join('') }; }

boolean = v:("true" / "false") !identifierPart { return { kind: 'boolean', value: v === 'true' }; }

null = "null" !identifierPart { return { kind: 'null', value: null }; }

geography = ("geography"i / "geometry"i) "'" _ ("SRID=4326;"i _)? g:wkt _ "'" { return { kind: 'geography', value: g }; }

wkt
  = "POINT"i _ "(" _ p:position _ ")" { return { type: 'Point', coordinates: p }; }
  / "LINESTRING"i _ "(" _ ps:positions _ ")" {
      if (ps.length < 2) error('a line needs two positions');
      return { type: 'LineString', coordinates: ps };
    }
  / "POLYGON"i _ "(" _ head:ring tail:(_ "," _ @ring)* _ ")" { return { type: 'Polygon', coordinates: [head, ...tail] }; }

ring = "(" _ ps:positions _ ")" {
  const [first, last] = [ps[0], ps[ps.length - 1]];
  if (ps.length < 4 || first[0] !== last[0] || first[1] !== last[1]) error('a ring is closed and has four positions');
  return ps;
}

positions = head:position tail:(_ "," _ @position)* { return [head, ...tail]; }

position = x:coordinate __ y:coordinate {
  if (x < -180 || x > 180 || y < -90 || y > 90) error('a position is longitude latitude in WGS 84');
  return [x, y];
}

coordinate = text:$("-"? [0-9]+ ("." [0-9]+)?) { return Number(text); }

path = head:identifier tail:("/" @identifier)* { return { kind: 'path', path: [head, ...tail].join('/') }; }

identifier = $([A-Za-z@_] identifierPart*)

identifierPart = [A-Za-z0-9_.@]

__ = [ \t\n\r]+
_ = [ \t\n\r]*
`;

const parser = peggy.generate(GRAMMAR);

/** Parses a `$filter`; throws a syntax error (with its position) for text the grammar refuses. */
export function parseStaFilter(text: string): StaFilter {
  return parser.parse(text) as StaFilter;
}

/** The comparison with its sides swapped (`5 lt result` is `result gt 5`). */
export const FLIPPED: Readonly<Record<StaComparison, StaComparison>> = {
  eq: 'eq',
  ne: 'ne',
  gt: 'lt',
  ge: 'le',
  lt: 'gt',
  le: 'ge',
};
