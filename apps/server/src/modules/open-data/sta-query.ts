import { STA_DEFAULT_TOP, STA_MAX_TOP } from '@eqmp/domain';
import { AppError } from '../../errors.js';
import {
  callsFunction,
  FLIPPED,
  parseStaFilter,
  type StaComparison,
  type StaFilter,
  type StaLiteral,
} from './sta-filter.js';

/** The query options of a request, read and checked (SensorThings API 1.1 §9.3). */
export interface StaOptions {
  readonly top: number;
  readonly skip: number;
  readonly count: boolean;
  readonly orderBy: readonly { readonly path: string; readonly descending: boolean }[];
  readonly select: readonly string[] | null;
  readonly filter: StaFilter | undefined;
}

const SERVED = ['$top', '$skip', '$count', '$orderby', '$select', '$filter'];
const NOT_SERVED = ['$expand', '$resultFormat', '$search', '$format', '$apply'];

const optionRefused = (name: string) =>
  new AppError('STA_QUERY_INVALID', { messageKey: 'errors:openData.sta.option', values: { name } });

export const notImplemented = (what: string) =>
  new AppError('STA_NOT_IMPLEMENTED', {
    messageKey: 'errors:openData.sta.notImplemented',
    values: { what },
  });

function count(text: string | undefined, name: string, fallback: number, max: number): number {
  if (text === undefined) return fallback;
  if (!/^\d{1,7}$/.test(text)) throw optionRefused(name);
  return Math.min(Number(text), max);
}

/**
 * Reads the `$` options of a request. Options of the standard this read-only service does not
 * serve (`$expand`, `$resultFormat`, …) and function calls in `$filter` answer 501; an unknown or
 * malformed option answers 400; parameters without `$` are the client's own and are left alone.
 */
export function readStaOptions(query: Readonly<Record<string, string | undefined>>): StaOptions {
  for (const name of Object.keys(query)) {
    if (!name.startsWith('$')) continue;
    if (NOT_SERVED.includes(name)) throw notImplemented(name);
    if (!SERVED.includes(name))
      throw new AppError('STA_QUERY_INVALID', {
        messageKey: 'errors:openData.sta.unknownOption',
        values: { name },
      });
  }
  const countText = query.$count;
  if (countText !== undefined && countText !== 'true' && countText !== 'false')
    throw optionRefused('$count');
  const orderBy = (query.$orderby ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const m = /^([A-Za-z@][\w.@/]*)(?:\s+(asc|desc))?$/i.exec(part);
      if (!m) throw optionRefused('$orderby');
      return { path: m[1]!, descending: m[2]?.toLowerCase() === 'desc' };
    });
  const select =
    query.$select === undefined
      ? null
      : query.$select
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '');
  if (select?.some((name) => !/^[A-Za-z@][\w.@]*$/.test(name))) throw optionRefused('$select');
  let filter: StaFilter | undefined;
  if (query.$filter !== undefined) {
    try {
      filter = parseStaFilter(query.$filter);
    } catch (err) {
      const at = (err as { location?: { start?: { offset?: number } } }).location?.start?.offset;
      throw new AppError('STA_QUERY_INVALID', {
        messageKey: 'errors:openData.sta.filterSyntax',
        values: { at: (at ?? 0) + 1 },
      });
    }
    if (callsFunction(filter)) throw notImplemented('$filter functions');
  }
  return {
    top: count(query.$top, '$top', STA_DEFAULT_TOP, STA_MAX_TOP),
    skip: count(query.$skip, '$skip', 0, 10_000_000),
    count: countText === 'true',
    orderBy,
    select,
    filter,
  };
}

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };
export type StaEntity = { readonly [key: string]: Json };

/** The value at a path (`name`, `properties/state`, `@iot.id`) of an entity. */
function at(entity: StaEntity, path: string): Json | undefined {
  let node: Json | undefined = entity;
  for (const key of path.split('/')) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as Record<string, Json>)[key];
  }
  return node;
}

function comparable(
  value: Json | undefined,
  literal: StaLiteral,
): number | string | boolean | null {
  if (value === undefined || value === null) return null;
  if (literal.kind === 'datetime' && typeof value === 'string') {
    const ms = Date.parse(value.split('/')[0] ?? '');
    return Number.isNaN(ms) ? null : ms;
  }
  return typeof value === 'object' ? null : value;
}

function compare(op: StaComparison, a: number | string | boolean | null, b: StaLiteral): boolean {
  const v = b.value;
  if (v === null || a === null) {
    const same = a === v;
    return op === 'eq' ? same : op === 'ne' ? !same : false;
  }
  if (typeof a !== typeof v) return op === 'ne';
  switch (op) {
    case 'eq':
      return a === v;
    case 'ne':
      return a !== v;
    case 'gt':
      return a > v;
    case 'ge':
      return a >= v;
    case 'lt':
      return a < v;
    case 'le':
      return a <= v;
  }
}

/** Whether an entity built in memory (Things, Datastreams, …) meets a parsed `$filter`. */
export function meets(entity: StaEntity, filter: StaFilter): boolean {
  switch (filter.kind) {
    case 'and':
      return meets(entity, filter.left) && meets(entity, filter.right);
    case 'or':
      return meets(entity, filter.left) || meets(entity, filter.right);
    case 'not':
      return !meets(entity, filter.expr);
    case 'compare': {
      const { left, right } = filter;
      if (left.kind === 'path' && right.kind === 'literal')
        return compare(filter.op, comparable(at(entity, left.path), right.literal), right.literal);
      if (left.kind === 'literal' && right.kind === 'path')
        return compare(
          FLIPPED[filter.op],
          comparable(at(entity, right.path), left.literal),
          left.literal,
        );
      throw new AppError('STA_QUERY_INVALID', { messageKey: 'errors:openData.sta.filterShape' });
    }
  }
}

/** Sorts entities built in memory by `$orderby` (then by their id, so pages are stable). */
export function sortEntities(entities: StaEntity[], orderBy: StaOptions['orderBy']): StaEntity[] {
  const key = (e: StaEntity, path: string) => {
    const v = at(e, path);
    return typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean' ? v : null;
  };
  const rules = [...orderBy, { path: '@iot.id', descending: false }];
  return entities.sort((a, b) => {
    for (const { path, descending } of rules) {
      const x = key(a, path);
      const y = key(b, path);
      if (x === y) continue;
      const order = x === null ? 1 : y === null ? -1 : x < y ? -1 : 1;
      return descending ? -order : order;
    }
    return 0;
  });
}

/** The entity with only the properties `$select` names (all of them without it). */
export function selected(entity: StaEntity, select: readonly string[] | null): StaEntity {
  if (select === null) return entity;
  return Object.fromEntries(Object.entries(entity).filter(([key]) => select.includes(key)));
}
