import { STA_DEFAULT_TOP, STA_MAX_TOP } from '@eqmp/domain';
import { AppError } from '../../errors.js';
import { holds } from './sta-expression.js';
import { notImplemented } from './sta-functions.js';
import { parseStaFilter, type StaFilter } from './sta-filter.js';

/** One `$expand` item: a navigation property and the options for its entities. */
export interface StaExpand {
  readonly nav: string;
  readonly options: StaOptions;
  /** The item's own options as written, for the next page's link of the expanded list. */
  readonly query: Readonly<Record<string, string>>;
}

/** The query options of a request, read and checked (SensorThings API 1.1 §9.3). */
export interface StaOptions {
  readonly top: number;
  readonly skip: number;
  readonly count: boolean;
  readonly orderBy: readonly { readonly path: string; readonly descending: boolean }[];
  readonly select: readonly string[] | null;
  readonly filter: StaFilter | undefined;
  readonly expand: readonly StaExpand[];
}

const SERVED = ['$top', '$skip', '$count', '$orderby', '$select', '$filter', '$expand'];
const NOT_SERVED = ['$resultFormat', '$search', '$format', '$apply'];

const optionRefused = (name: string) =>
  new AppError('STA_QUERY_INVALID', { messageKey: 'errors:openData.sta.option', values: { name } });

export { notImplemented };

function count(text: string | undefined, name: string, fallback: number, max: number): number {
  if (text === undefined) return fallback;
  if (!/^\d{1,7}$/.test(text)) throw optionRefused(name);
  return Math.min(Number(text), max);
}

/** `id` is SensorThings 1.1's name of `@iot.id` in `$select`, `$orderby` and `$filter`. */
export const canonicalPath = (path: string) =>
  path
    .split('/')
    .map((part) => (part === 'id' ? '@iot.id' : part))
    .join('/');

/**
 * Splits text at a separator outside parentheses and quoted text (`$expand`'s items at `,`, an
 * item's options at `;`); refuses unbalanced parentheses or quotes.
 */
function splitTop(text: string, separator: ',' | ';', name: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "'") quoted = !quoted;
    else if (quoted) continue;
    else if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth < 0) throw optionRefused(name);
    } else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (depth !== 0 || quoted) throw optionRefused(name);
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/**
 * `$expand=Datastreams($top=2;$select=name),Locations`: each item a navigation property of the
 * entity set, with its own options in parentheses separated by `;`. One level: an item's own
 * `$expand` or a path (`Datastreams/Observations`) answers 501.
 */
function readExpand(text: string): StaExpand[] {
  return splitTop(text, ',', '$expand').map((item) => {
    const m = /^([A-Za-z/]+)\s*(?:\(([\s\S]*)\))?$/.exec(item);
    if (!m) throw optionRefused('$expand');
    const nav = m[1]!;
    if (nav.includes('/')) throw notImplemented(`$expand=${nav} (one level of $expand)`);
    const inner: Record<string, string> = {};
    for (const option of splitTop(m[2] ?? '', ';', '$expand')) {
      const eq = option.indexOf('=');
      if (eq <= 0) throw optionRefused('$expand');
      inner[option.slice(0, eq).trim()] = option.slice(eq + 1).trim();
    }
    if (inner.$expand !== undefined) throw notImplemented('$expand within $expand (one level)');
    return { nav, options: readStaOptions(inner), query: inner };
  });
}

/**
 * Reads the `$` options of a request. Options of the standard this read-only service does not
 * serve (`$resultFormat`, `$search`, …) answer 501; an unknown or malformed option answers 400;
 * parameters without `$` are the client's own and are left alone.
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
      return { path: canonicalPath(m[1]!), descending: m[2]?.toLowerCase() === 'desc' };
    });
  const select =
    query.$select === undefined
      ? null
      : query.$select
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '')
          .map(canonicalPath);
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
  }
  return {
    top: count(query.$top, '$top', STA_DEFAULT_TOP, STA_MAX_TOP),
    skip: count(query.$skip, '$skip', 0, 10_000_000),
    count: countText === 'true',
    orderBy,
    select,
    filter,
    expand: query.$expand === undefined ? [] : readExpand(query.$expand),
  };
}

export type Json =
  string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };
export type StaEntity = { readonly [key: string]: Json };

/** The value at a path (`name`, `properties/state`, `@iot.id`) of an entity. */
export function at(entity: StaEntity, path: string): Json | undefined {
  let node: Json | undefined = entity;
  for (const key of path.split('/')) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as Record<string, Json>)[key];
  }
  return node;
}

/**
 * Whether an entity built in memory (Things, Datastreams, …) meets a parsed `$filter`; `read`
 * gives the value at a path, navigation paths (`Thing/name`, `Locations/location`) included.
 */
export function meets(
  filter: StaFilter,
  read: (path: string) => Json | undefined,
  now: number,
): boolean {
  return holds(filter, { read: (path) => read(canonicalPath(path)), now });
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
