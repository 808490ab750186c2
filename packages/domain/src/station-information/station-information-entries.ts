import {
  stationInfoListQuery,
  stationInfoListResponse,
  stationInfoParams,
  stationInfoResponse,
} from '../contracts/station-information.js';
import { moduleActionEntries, type ModuleAction } from '../routes/module-api-entries.js';
import { MODULE_CODES, MODULES, type ModuleCode } from '../modules.js';

/** The role that opens a module's station information (spec §6 per-module role "Station Information"). */
export const stationInformationRole = (module: ModuleCode) => `Station Information ${module}`;

/** What the list and the one station take and answer, the same for every module. */
const STATION_INFO_ACTIONS = {
  List: { method: 'GET', query: stationInfoListQuery, response: stationInfoListResponse },
  '': { method: 'GET', params: stationInfoParams, response: stationInfoResponse },
} as const satisfies Record<string, ModuleAction>;

/**
 * The read-only station information of every module (spec §2 side menu "General Information
 * (Station Information)"): the list (`stationInfoList<MODULE>`) and one station
 * (`stationInfo<MODULE>`), each open to the module's role. Editing stays in the inventory pages.
 */
export function stationInformationApiEntries() {
  return moduleActionEntries('stationInfo', MODULE_CODES, STATION_INFO_ACTIONS, (code, action) => {
    const base = `/api2/station-information/${code.toLowerCase()}`;
    return {
      url: action === 'List' ? base : `${base}/:id`,
      access: { anyOf: [stationInformationRole(code)] },
    };
  });
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
