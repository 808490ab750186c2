import { roleName } from '../access/functions.js';
import { MODULE_CODES, type ModuleCode } from '../modules.js';
import { moduleApiEntries } from '../routes/module-api-entries.js';

const base = (code: ModuleCode) => `/api2/${code.toLowerCase()}map`;
const access = (code: ModuleCode) => ({ anyOf: [roleName('Map', code)] });

/**
 * The API entries of every module's map service (map contract): station layer query, filters
 * and station charts, each open to the module's `Map <MODULE>` role. Generated from MODULE_CODES
 * so a new module gets its map routes by being declared.
 */
export function mapApiEntries() {
  return {
    ...moduleApiEntries('mapLayer', MODULE_CODES, (code) => ({
      method: 'GET',
      url: `${base(code)}/layer/0/query`,
      access: access(code),
    })),
    ...moduleApiEntries('mapFilters', MODULE_CODES, (code) => ({
      method: 'GET',
      url: `${base(code)}/filters`,
      access: access(code),
    })),
    ...moduleApiEntries('mapCharts', MODULE_CODES, (code) => ({
      method: 'GET',
      url: `${base(code)}/mapbystationidcharts`,
      access: access(code),
    })),
  };
}
