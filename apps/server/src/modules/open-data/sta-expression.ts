import { AppError } from '../../errors.js';
import type { StaFilter, StaGeometry, StaLiteral } from './sta-filter.js';

/** The kinds of value a `$filter` expression has. */
export type StaType = 'number' | 'string' | 'boolean' | 'datetime' | 'date' | 'time' | 'geography';

/**
 * The built-in functions of SensorThings API 1.1 §9.3.3.5.2 this service evaluates, with the
 * kinds they take and give (`contains` is OData 4's name for the same test as `substringof`).
 * The SQL compiler of observations and the in-memory evaluator both read this table, so a
 * function is checked the same way wherever it is used.
 */
export const STA_FUNCTIONS: Readonly<
  Record<string, { readonly args: readonly (readonly StaType[])[]; readonly result: StaType }>
> = {
  substringof: { args: [['string', 'string']], result: 'boolean' },
  contains: { args: [['string', 'string']], result: 'boolean' },
  startswith: { args: [['string', 'string']], result: 'boolean' },
  endswith: { args: [['string', 'string']], result: 'boolean' },
  length: { args: [['string']], result: 'number' },
  indexof: { args: [['string', 'string']], result: 'number' },
  substring: {
    args: [
      ['string', 'number'],
      ['string', 'number', 'number'],
    ],
    result: 'string',
  },
  tolower: { args: [['string']], result: 'string' },
  toupper: { args: [['string']], result: 'string' },
  trim: { args: [['string']], result: 'string' },
  concat: { args: [['string', 'string']], result: 'string' },
  round: { args: [['number']], result: 'number' },
  floor: { args: [['number']], result: 'number' },
  ceiling: { args: [['number']], result: 'number' },
  year: { args: [['datetime'], ['date']], result: 'number' },
  month: { args: [['datetime'], ['date']], result: 'number' },
  day: { args: [['datetime'], ['date']], result: 'number' },
  hour: { args: [['datetime']], result: 'number' },
  minute: { args: [['datetime']], result: 'number' },
  second: { args: [['datetime']], result: 'number' },
  fractionalseconds: { args: [['datetime']], result: 'number' },
  totaloffsetminutes: { args: [['datetime']], result: 'number' },
  date: { args: [['datetime']], result: 'date' },
  time: { args: [['datetime']], result: 'time' },
  now: { args: [[]], result: 'datetime' },
  mindatetime: { args: [[]], result: 'datetime' },
  maxdatetime: { args: [[]], result: 'datetime' },
  'geo.distance': { args: [['geography', 'geography']], result: 'number' },
  'geo.length': { args: [['geography']], result: 'number' },
  'geo.intersects': { args: [['geography', 'geography']], result: 'boolean' },
  st_equals: { args: [['geography', 'geography']], result: 'boolean' },
  st_disjoint: { args: [['geography', 'geography']], result: 'boolean' },
  st_touches: { args: [['geography', 'geography']], result: 'boolean' },
  st_within: { args: [['geography', 'geography']], result: 'boolean' },
  st_overlaps: { args: [['geography', 'geography']], result: 'boolean' },
  st_crosses: { args: [['geography', 'geography']], result: 'boolean' },
  st_intersects: { args: [['geography', 'geography']], result: 'boolean' },
  st_contains: { args: [['geography', 'geography']], result: 'boolean' },
};

/** Spatial functions that relate two geometries and answer true or false. */
export const SPATIAL_PREDICATES = [
  'geo.intersects',
  'st_equals',
  'st_disjoint',
  'st_touches',
  'st_within',
  'st_overlaps',
  'st_crosses',
  'st_intersects',
  'st_contains',
] as const;

/** OData's smallest and largest instants (`mindatetime()`, `maxdatetime()`). */
export const MIN_DATETIME = Date.parse('0001-01-01T00:00:00Z');
export const MAX_DATETIME = Date.parse('9999-12-31T23:59:59.999Z');

export const notImplemented = (what: string) =>
  new AppError('STA_NOT_IMPLEMENTED', {
    messageKey: 'errors:openData.sta.notImplemented',
    values: { what },
  });

export const typeRefused = (what: string) =>
  new AppError('STA_QUERY_INVALID', {
    messageKey: 'errors:openData.sta.filterType',
    values: { path: what },
  });

/** What an unknown function or a call with the wrong arguments answers. */
export function checkCall(name: string, argc: number): void {
  if (name === 'st_relate') throw notImplemented('st_relate');
  const fn = STA_FUNCTIONS[name];
  if (!fn)
    throw new AppError('STA_QUERY_INVALID', {
      messageKey: 'errors:openData.sta.filterFunction',
      values: { name },
    });
  if (!fn.args.some((a) => a.length === argc))
    throw new AppError('STA_QUERY_INVALID', {
      messageKey: 'errors:openData.sta.filterArguments',
      values: { name, count: fn.args.map((a) => a.length).join(' or ') },
    });
}

/** Whether an expression reads no property: it has one value, whatever the entity. */
export function isConstant(expr: StaFilter): boolean {
  switch (expr.kind) {
    case 'literal':
      return true;
    case 'path':
      return false;
    case 'call':
      return expr.args.every(isConstant);
    case 'negate':
    case 'not':
      return isConstant(expr.expr);
    default:
      return isConstant(expr.left) && isConstant(expr.right);
  }
}

/** A value during evaluation: its kind and its JavaScript value, or null. */
export type StaValue =
  | null
  | { readonly t: 'number'; readonly v: number }
  | { readonly t: 'string'; readonly v: string }
  | { readonly t: 'boolean'; readonly v: boolean }
  | { readonly t: 'datetime'; readonly v: number }
  | { readonly t: 'date'; readonly v: string }
  | { readonly t: 'time'; readonly v: number }
  | { readonly t: 'geography'; readonly v: StaGeometry };

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

export function literalValue(literal: StaLiteral): StaValue {
  switch (literal.kind) {
    case 'null':
      return null;
    case 'datetime':
      return { t: 'datetime', v: literal.value };
    case 'date':
      return { t: 'date', v: literal.value };
    case 'time':
      return { t: 'time', v: literal.value };
    case 'geography':
      return { t: 'geography', v: literal.value };
    default:
      return { t: literal.kind, v: literal.value } as StaValue;
  }
}

/** A property's JSON value as a `$filter` value (a GeoJSON point or shape is a geometry). */
function fromJson(value: Json | undefined): StaValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return { t: 'number', v: value };
  if (typeof value === 'string') return { t: 'string', v: value };
  if (typeof value === 'boolean') return { t: 'boolean', v: value };
  if (!Array.isArray(value)) {
    const o = value as { type?: unknown; coordinates?: unknown };
    if (
      (o.type === 'Point' || o.type === 'LineString' || o.type === 'Polygon') &&
      Array.isArray(o.coordinates) &&
      o.coordinates.length > 0
    )
      return { t: 'geography', v: o as unknown as StaGeometry };
  }
  return null;
}

/** An instant read from a value: an instant, or text holding one (an interval's start). */
function asInstant(value: StaValue): number | null | undefined {
  if (value === null) return null;
  if (value.t === 'datetime') return value.v;
  if (value.t === 'string') {
    const ms = Date.parse(value.v.split('/')[0] ?? '');
    return Number.isNaN(ms) ? undefined : ms;
  }
  return undefined;
}

/** A value as the kind `want`, converting text that holds an instant; undefined: it is not one. */
function as(value: StaValue, want: StaType): StaValue | undefined {
  if (value === null) return null;
  if (value.t === want) return value;
  if (want === 'datetime') {
    const ms = asInstant(value);
    return ms === undefined ? undefined : ms === null ? null : { t: 'datetime', v: ms };
  }
  if (want === 'date' && value.t === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.v))
    return { t: 'date', v: value.v };
  return undefined;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Half away from zero, as OData's `round` (and PostgreSQL's for numeric). */
export const roundHalfAway = (n: number) => Math.sign(n) * Math.round(Math.abs(n));

// ---- geometry: a station is a point, so every relation here has a point on one side ----

type Position = readonly [number, number];
const EPSILON = 1e-12;

function onSegment(p: Position, a: Position, b: Position): boolean {
  const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
  if (Math.abs(cross) > EPSILON) return false;
  return (
    Math.min(a[0], b[0]) - EPSILON <= p[0] &&
    p[0] <= Math.max(a[0], b[0]) + EPSILON &&
    Math.min(a[1], b[1]) - EPSILON <= p[1] &&
    p[1] <= Math.max(a[1], b[1]) + EPSILON
  );
}

/** Where a point lies against a ring: inside, on its boundary, or outside (ray casting). */
function inRing(p: Position, ring: readonly Position[]): 'inside' | 'boundary' | 'outside' {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (onSegment(p, a, b)) return 'boundary';
    if (
      a[1] > p[1] !== b[1] > p[1] &&
      p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]
    )
      inside = !inside;
  }
  return inside ? 'inside' : 'outside';
}

/** Where a point lies against a geometry: its interior, its boundary, or outside it. */
function locate(p: Position, g: StaGeometry): 'inside' | 'boundary' | 'outside' {
  if (g.type === 'Point')
    return p[0] === g.coordinates[0] && p[1] === g.coordinates[1] ? 'inside' : 'outside';
  if (g.type === 'LineString') {
    const line = g.coordinates;
    const first = line[0]!;
    const last = line[line.length - 1]!;
    const closed = first[0] === last[0] && first[1] === last[1];
    if (
      !closed &&
      ((p[0] === first[0] && p[1] === first[1]) || (p[0] === last[0] && p[1] === last[1]))
    )
      return 'boundary';
    for (let i = 1; i < line.length; i++) if (onSegment(p, line[i - 1]!, line[i]!)) return 'inside';
    return 'outside';
  }
  const [shell, ...holes] = g.coordinates;
  const outer = inRing(p, shell!);
  if (outer !== 'inside') return outer;
  for (const hole of holes) {
    const h = inRing(p, hole);
    if (h === 'boundary') return 'boundary';
    if (h === 'inside') return 'outside';
  }
  return 'inside';
}

/** Great-circle distance in metres (WGS 84 mean radius). */
function metres(a: Position, b: Position): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLon = (b[0] - a[0]) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A spatial predicate of two geometries, one of them a point (the stations are points). Two
 * lines or polygons are not related here: 501.
 */
export function spatial(name: string, a: StaGeometry, b: StaGeometry): boolean {
  if (name === 'st_contains') return spatial('st_within', b, a);
  if (a.type !== 'Point' && b.type !== 'Point')
    throw notImplemented(`${name} of two lines or polygons`);
  const [point, other, pointFirst] =
    a.type === 'Point'
      ? [a.coordinates, b, true]
      : [(b as { coordinates: Position }).coordinates, a, false];
  const where = locate(point, other);
  switch (name) {
    case 'geo.intersects':
    case 'st_intersects':
      return where !== 'outside';
    case 'st_disjoint':
      return where === 'outside';
    case 'st_equals':
      return other.type === 'Point' && where === 'inside';
    case 'st_within':
      // A point lies within a shape's interior; a line or polygon is never within a point.
      return pointFirst ? where === 'inside' : false;
    case 'st_touches':
      return other.type !== 'Point' && where === 'boundary';
    default:
      // st_overlaps and st_crosses need two geometries of the same or crossing dimensions.
      return false;
  }
}

function distance(a: StaGeometry, b: StaGeometry): number {
  if (a.type !== 'Point' || b.type !== 'Point')
    throw notImplemented('geo.distance other than between two points');
  return metres(a.coordinates, b.coordinates);
}

function length(g: StaGeometry): number {
  if (g.type === 'Point') return 0;
  if (g.type !== 'LineString') throw notImplemented('geo.length of a polygon');
  let sum = 0;
  for (let i = 1; i < g.coordinates.length; i++)
    sum += metres(g.coordinates[i - 1]!, g.coordinates[i]!);
  return sum;
}

// ---- evaluation ----

/** What evaluation needs besides the expression: a property's value, and the clock. */
export interface StaEvaluation {
  /** The value at a property path of the entity (navigation paths included), undefined if none. */
  readonly read: (path: string) => Json | undefined;
  readonly now: number;
}

const num = (v: number): StaValue => (Number.isFinite(v) ? { t: 'number', v } : null);

function callFunction(name: string, args: StaValue[], now: number): StaValue {
  checkCall(name, args.length);
  const fn = STA_FUNCTIONS[name]!;
  const shape =
    fn.args.find(
      (kinds) =>
        kinds.length === args.length && kinds.every((k, i) => as(args[i]!, k) !== undefined),
    ) ?? null;
  if (!shape) throw typeRefused(`${name}(…)`);
  const values = args.map((a, i) => as(a, shape[i]!)!);
  if (values.some((v) => v === null)) return null;
  const v = values.map((x) => x.v) as unknown[];
  const s = (i: number) => v[i] as string;
  const n = (i: number) => v[i] as number;
  const g = (i: number) => v[i] as StaGeometry;
  const utc = () => {
    const first = values[0]!;
    return first.t === 'date' ? new Date(`${first.v}T00:00:00Z`) : new Date(n(0));
  };
  switch (name) {
    case 'substringof':
      return { t: 'boolean', v: s(1).includes(s(0)) };
    case 'contains':
      return { t: 'boolean', v: s(0).includes(s(1)) };
    case 'startswith':
      return { t: 'boolean', v: s(0).startsWith(s(1)) };
    case 'endswith':
      return { t: 'boolean', v: s(0).endsWith(s(1)) };
    case 'length':
      return num(s(0).length);
    case 'indexof':
      return num(s(0).indexOf(s(1)));
    case 'substring': {
      const start = Math.min(1_000_000, Math.max(0, Math.floor(n(1))));
      return {
        t: 'string',
        v:
          v.length === 3
            ? s(0).substr(start, Math.min(1_000_000, Math.max(0, Math.floor(n(2)))))
            : s(0).slice(start),
      };
    }
    case 'tolower':
      return { t: 'string', v: s(0).toLowerCase() };
    case 'toupper':
      return { t: 'string', v: s(0).toUpperCase() };
    case 'trim':
      return { t: 'string', v: s(0).trim() };
    case 'concat':
      return { t: 'string', v: s(0) + s(1) };
    case 'round':
      return num(roundHalfAway(n(0)));
    case 'floor':
      return num(Math.floor(n(0)));
    case 'ceiling':
      return num(Math.ceil(n(0)));
    case 'year':
      return num(utc().getUTCFullYear());
    case 'month':
      return num(utc().getUTCMonth() + 1);
    case 'day':
      return num(utc().getUTCDate());
    case 'hour':
      return num(utc().getUTCHours());
    case 'minute':
      return num(utc().getUTCMinutes());
    case 'second':
      return num(utc().getUTCSeconds());
    case 'fractionalseconds':
      return num(utc().getUTCMilliseconds() / 1000);
    case 'totaloffsetminutes':
      // Every instant here is told in UTC.
      return num(0);
    case 'date':
      return { t: 'date', v: dayOf(n(0)) };
    case 'time': {
      const d = new Date(n(0));
      return {
        t: 'time',
        v:
          d.getUTCHours() * 3600 +
          d.getUTCMinutes() * 60 +
          d.getUTCSeconds() +
          d.getUTCMilliseconds() / 1000,
      };
    }
    case 'now':
      return { t: 'datetime', v: now };
    case 'mindatetime':
      return { t: 'datetime', v: MIN_DATETIME };
    case 'maxdatetime':
      return { t: 'datetime', v: MAX_DATETIME };
    case 'geo.distance':
      return num(distance(g(0), g(1)));
    case 'geo.length':
      return num(length(g(0)));
    default:
      return { t: 'boolean', v: spatial(name, g(0), g(1)) };
  }
}

/** Compares two values as OData does: null equals only null; otherwise both of one kind. */
function compareValues(op: string, a: StaValue, b: StaValue, what: string): boolean {
  if (a === null || b === null) {
    const same = a === b;
    return op === 'eq' ? same : op === 'ne' ? !same : false;
  }
  let [x, y] = [a, b];
  if (x.t !== y.t) {
    const x2 = as(x, y.t);
    const y2 = as(y, x.t);
    if (x2 !== undefined && x2 !== null) x = x2;
    else if (y2 !== undefined && y2 !== null) y = y2;
    else throw typeRefused(what);
  }
  if (x.t === 'geography') {
    if (op !== 'eq' && op !== 'ne') throw typeRefused(what);
    const same = JSON.stringify(x.v) === JSON.stringify(y.v);
    return op === 'eq' ? same : !same;
  }
  const [l, r] = [x.v, y.v as number | string | boolean];
  switch (op) {
    case 'eq':
      return l === r;
    case 'ne':
      return l !== r;
    case 'gt':
      return l > r;
    case 'ge':
      return l >= r;
    case 'lt':
      return l < r;
    default:
      return l <= r;
  }
}

const describe = (expr: StaFilter): string =>
  expr.kind === 'path' ? expr.path : expr.kind === 'call' ? `${expr.name}(…)` : 'a value';

/** The value of an expression for one entity. */
export function evaluate(expr: StaFilter, ctx: StaEvaluation): StaValue {
  switch (expr.kind) {
    case 'literal':
      return literalValue(expr.literal);
    case 'path':
      return fromJson(ctx.read(expr.path));
    case 'call':
      return callFunction(
        expr.name,
        expr.args.map((a) => evaluate(a, ctx)),
        ctx.now,
      );
    case 'negate': {
      const v = evaluate(expr.expr, ctx);
      if (v === null) return null;
      if (v.t !== 'number') throw typeRefused(describe(expr.expr));
      return num(-v.v);
    }
    case 'arith': {
      const l = evaluate(expr.left, ctx);
      const r = evaluate(expr.right, ctx);
      for (const [v, side] of [
        [l, expr.left],
        [r, expr.right],
      ] as const)
        if (v !== null && v.t !== 'number') throw typeRefused(describe(side));
      if (l === null || r === null) return null;
      const [a, b] = [l.v as number, r.v as number];
      switch (expr.op) {
        case 'add':
          return num(a + b);
        case 'sub':
          return num(a - b);
        case 'mul':
          return num(a * b);
        case 'div':
          return b === 0 ? null : num(a / b);
        default:
          // a − b·trunc(a / b): the SQL compiler computes it with the same operations.
          return b === 0 ? null : num(a - b * Math.trunc(a / b));
      }
    }
    case 'compare':
      return {
        t: 'boolean',
        v: compareValues(
          expr.op,
          evaluate(expr.left, ctx),
          evaluate(expr.right, ctx),
          describe(expr.left.kind === 'literal' ? expr.right : expr.left),
        ),
      };
    case 'and':
      return { t: 'boolean', v: holds(expr.left, ctx) && holds(expr.right, ctx) };
    case 'or':
      return { t: 'boolean', v: holds(expr.left, ctx) || holds(expr.right, ctx) };
    case 'not':
      return { t: 'boolean', v: !holds(expr.expr, ctx) };
  }
}

/** Whether a filter holds for an entity: true, never null or another kind (those are false). */
export function holds(expr: StaFilter, ctx: StaEvaluation): boolean {
  const v = evaluate(expr, ctx);
  if (v === null) return false;
  if (v.t !== 'boolean') throw typeRefused(describe(expr));
  return v.v;
}
