import {
  CROSSTAB_LAYOUTS,
  DATA_LEVELS,
  QUERY_INTERVALS,
  QUERY_KINDS,
  type CrossTabLayout,
  type DataLevel,
  type QueryInterval,
  type QueryKind,
} from '@eqmp/domain';

/**
 * A query of the query options page, as kept in the page's URL (spec §2; STYLE.md: view state in
 * the URL so a query can be shared and the back button returns to the previous one).
 */
export interface QueryState {
  from?: string | undefined;
  to?: string | undefined;
  states: string[];
  basins: string[];
  rivers: string[];
  categories: string[];
  stations: string[];
  parameters: string[];
  level: DataLevel;
  interval: QueryInterval;
  by: CrossTabLayout;
  speedClasses?: string | undefined;
  classes?: string | undefined;
  /** The output shown; absent until the user generates one. */
  out?: QueryKind | undefined;
}

const LISTS = ['states', 'basins', 'rivers', 'categories', 'stations', 'parameters'] as const;
const pick = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;
const date = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

/** Reads a query from URL parameters; anything unknown falls back to its default. */
export function parseQueryState(params: URLSearchParams): QueryState {
  const list = (name: string) =>
    (params.get(name) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const out = params.get('out');
  return {
    from: date(params.get('from')),
    to: date(params.get('to')),
    ...(Object.fromEntries(LISTS.map((name) => [name, list(name)])) as Record<
      (typeof LISTS)[number],
      string[]
    >),
    level: pick(DATA_LEVELS, params.get('level'), 'validated'),
    interval: pick(QUERY_INTERVALS, params.get('interval'), 'day'),
    by: pick(CROSSTAB_LAYOUTS, params.get('by'), 'site'),
    speedClasses: params.get('speedClasses') ?? undefined,
    classes: params.get('classes') ?? undefined,
    out: out && (QUERY_KINDS as readonly string[]).includes(out) ? (out as QueryKind) : undefined,
  };
}

/** The URL parameters of a query: only what differs from the defaults, lists comma-joined. */
export function queryStateParams(state: QueryState, withOutput = true): URLSearchParams {
  const params = new URLSearchParams();
  const put = (name: string, value: string | undefined) => value && params.set(name, value);
  put('from', state.from);
  put('to', state.to);
  for (const name of LISTS) put(name, state[name].join(','));
  if (state.level !== 'validated') params.set('level', state.level);
  put('interval', state.interval);
  if (state.by !== 'site') params.set('by', state.by);
  put('speedClasses', state.speedClasses);
  put('classes', state.classes);
  if (withOutput) put('out', state.out);
  return params;
}
