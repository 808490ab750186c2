import type { ApiDef } from '../routes/api-def.js';
import { MODULE_CODES, MODULES, type ModuleCode } from '../modules.js';

type StationInfoEntryName = `stationInfoList${ModuleCode}` | `stationInfo${ModuleCode}`;

/** The role that opens a module's station information (spec §6 per-module role "Station Information"). */
export const stationInformationRole = (module: ModuleCode) => `Station Information ${module}`;

/**
 * The read-only station information of every module (spec §2 side menu "General Information
 * (Station Information)"): the list and one station, each open to the module's role. Editing stays
 * in the inventory pages.
 */
export function stationInformationApiEntries(): Record<StationInfoEntryName, ApiDef> {
  const entries: Partial<Record<StationInfoEntryName, ApiDef>> = {};
  for (const code of MODULE_CODES) {
    const base = `/api2/station-information/${code.toLowerCase()}`;
    const access = { anyOf: [stationInformationRole(code)] };
    entries[`stationInfoList${code}`] = { method: 'GET', url: base, access };
    entries[`stationInfo${code}`] = { method: 'GET', url: `${base}/:id`, access };
  }
  return entries as Record<StationInfoEntryName, ApiDef>;
}

/** The station information page of each module, first in its "General Information" group. */
export function stationInformationPages() {
  return MODULE_CODES.map((module) => ({
    id: `${module.toLowerCase()}StationInformation` as `${Lowercase<ModuleCode>}StationInformation`,
    path: `${MODULES[module].prefix}/report/station_information`,
    access: { anyOf: [stationInformationRole(module)] },
    titleKey: 'stationInfo:title',
    module,
    menu: { section: module, group: 'general' as const, order: 0 },
  }));
}
