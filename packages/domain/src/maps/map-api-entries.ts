import type { ApiDef } from '../routes/api.js';
import { MODULE_CODES, type ModuleCode } from '../modules.js';

type MapEntryName = `mapLayer${ModuleCode}` | `mapFilters${ModuleCode}` | `mapCharts${ModuleCode}`;

/**
 * The API entries of every module's map service (map contract): station layer query, filters
 * and station charts, each open to the module's `Map <MODULE>` role. Generated from MODULE_CODES
 * so a new module gets its map routes by being declared.
 */
export function mapApiEntries(): Record<MapEntryName, ApiDef> {
  const entries: Partial<Record<MapEntryName, ApiDef>> = {};
  for (const code of MODULE_CODES) {
    const base = `/api2/${code.toLowerCase()}map`;
    const access = { anyOf: [`Map ${code}`] };
    entries[`mapLayer${code}`] = { method: 'GET', url: `${base}/layer/0/query`, access };
    entries[`mapFilters${code}`] = { method: 'GET', url: `${base}/filters`, access };
    entries[`mapCharts${code}`] = { method: 'GET', url: `${base}/mapbystationidcharts`, access };
  }
  return entries as Record<MapEntryName, ApiDef>;
}
