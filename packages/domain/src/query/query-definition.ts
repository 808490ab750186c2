import { roleName } from '../access/functions.js';
import type { ModuleCode } from '../modules.js';

/**
 * What a query options page can generate (spec §2 "Query options"), plus `options`: the lists
 * to choose from (states, basins, rivers, categories, stations, parameters).
 */
export const QUERY_KINDS = [
  'report',
  'graph',
  'crosstab',
  'comparison',
  'windrose',
  'frequency',
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

/** Time buckets a query groups hourly values into (Kuala Lumpur hours, days, months). */
export const QUERY_INTERVALS = ['hour', 'day', 'month'] as const;
export type QueryInterval = (typeof QUERY_INTERVALS)[number];

/** The two ways a cross-tab is laid out: a row per site (columns are times) or per time. */
export const CROSSTAB_LAYOUTS = ['site', 'time'] as const;
export type CrossTabLayout = (typeof CROSSTAB_LAYOUTS)[number];

/**
 * Which data a query shows (QUALITY.md: "reports and exports state the level they show").
 * - `validated`: hourly values that passed the checks and any reviewer decision, in hours with
 *   enough valid data (≥ 75 %, validity 1); everything else is a gap. The default for everyone.
 * - `raw`: every hourly mean as the data arrived, hours with too little data (validity −1)
 *   included. Only for users who review data (see `canChooseRawData`).
 */
export const DATA_LEVELS = ['validated', 'raw'] as const;
export type DataLevel = (typeof DATA_LEVELS)[number];

/** Roles that may ask for raw (provisional) data in a module: those who review its data. */
export function rawDataRoles(module: ModuleCode): readonly string[] {
  return [`View QA/QC Report ${module}`, 'Raw Data'];
}

/** True when the ticked roles may choose the raw level in `module`. */
export function canChooseRawData(module: ModuleCode, ticked: readonly string[]): boolean {
  return rawDataRoles(module).some((role) => ticked.includes(role));
}

/** The role that opens a module's query options page and its API (spec §6). */
export const queryOptionsRole = (module: ModuleCode): string => roleName('Query Options', module);

/**
 * Largest answer a query gives on screen, in values (stations × parameters × time buckets);
 * above it the user narrows the query or exports it (exports stream and have no such limit).
 */
export const MAX_QUERY_CELLS = 20_000;
