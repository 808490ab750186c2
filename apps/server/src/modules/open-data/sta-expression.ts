import type { StaFilter, StaGeometry, StaLiteral } from './sta-filter.js';
import {
  checkCall,
  describe,
  MAX_DATETIME,
  MIN_DATETIME,
  STA_FUNCTIONS,
  typeRefused,
  type StaType,
} from './sta-functions.js';
import { distance, length, spatial } from './sta-geometry.js';

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
