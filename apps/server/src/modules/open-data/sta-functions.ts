import { AppError } from '../../errors.js';
import type { StaFilter } from './sta-filter.js';

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
/** How an error names an expression: its path, its function, or `a value`. */
export const describe = (expr: StaFilter): string =>
  expr.kind === 'path' ? expr.path : expr.kind === 'call' ? `${expr.name}(…)` : 'a value';
