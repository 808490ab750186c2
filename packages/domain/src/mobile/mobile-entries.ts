import { roleName } from '../access/functions.js';
import { numericIdParams } from '../contracts/common.js';
import {
  deploymentBody,
  deploymentItem,
  deploymentReadingsQuery,
  deploymentReadingsResponse,
  deploymentsQuery,
  deploymentsResponse,
  importCancelResponse,
  importConfirmResponse,
  importPreviewResponse,
  mobileUnitsResponse,
  readingRowsBody,
  readingsStoredResponse,
} from '../contracts/mobile.js';
import { MODULES } from '../modules.js';
import type { ApiDef } from '../routes/api-def.js';

/** Enters deployments and readings of the mobile air units (spec §2 form/mcaqm_data_entry). */
const ENTRY = { anyOf: [roleName('Data Entry', 'MCAQM')] };
/** Reads them: the entry role, the data summary role, or the MCAQM map (its deployments layer). */
const READ = {
  anyOf: [
    roleName('Data Entry', 'MCAQM'),
    roleName('Data Summary', 'MCAQM'),
    roleName('Map', 'MCAQM'),
  ],
};

/**
 * The API of mobile air deployments: a unit (an MCAQM station) stays at a place for a period for
 * a reason; its readings are typed or imported per deployment and go through the ingestion path.
 * Spread into `API` with one line.
 */
export const MOBILE_API_ENTRIES = {
  mobileUnits: {
    method: 'GET',
    url: '/api2/mobile/units',
    access: READ,
    response: mobileUnitsResponse,
  },
  mobileDeployments: {
    method: 'GET',
    url: '/api2/mobile/deployments',
    access: READ,
    query: deploymentsQuery,
    response: deploymentsResponse,
  },
  mobileDeployment: {
    method: 'GET',
    url: '/api2/mobile/deployments/:id',
    access: READ,
    params: numericIdParams,
    response: deploymentItem,
  },
  mobileCreateDeployment: {
    method: 'POST',
    url: '/api2/mobile/deployments',
    access: ENTRY,
    body: deploymentBody,
    response: deploymentItem,
    status: 201,
  },
  mobileUpdateDeployment: {
    method: 'PUT',
    url: '/api2/mobile/deployments/:id',
    access: ENTRY,
    params: numericIdParams,
    body: deploymentBody,
    response: deploymentItem,
  },
  mobileDeploymentReadings: {
    method: 'GET',
    url: '/api2/mobile/deployments/:id/readings',
    access: READ,
    params: numericIdParams,
    query: deploymentReadingsQuery,
    response: deploymentReadingsResponse,
  },
  mobileEnterReadings: {
    method: 'POST',
    url: '/api2/mobile/deployments/:id/readings',
    access: ENTRY,
    params: numericIdParams,
    body: readingRowsBody,
    response: readingsStoredResponse,
  },
  mobileImportPreview: {
    method: 'POST',
    url: '/api2/mobile/deployments/:id/imports',
    access: ENTRY,
    params: numericIdParams,
    response: importPreviewResponse,
  },
  mobileImportConfirm: {
    method: 'POST',
    url: '/api2/mobile/imports/:id/confirm',
    access: ENTRY,
    params: numericIdParams,
    response: importConfirmResponse,
  },
  mobileImportCancel: {
    method: 'POST',
    url: '/api2/mobile/imports/:id/cancel',
    access: ENTRY,
    params: numericIdParams,
    response: importCancelResponse,
  },
} as const satisfies Record<string, ApiDef>;

/**
 * The data entry page of mobile air, under "Data Entry" in the MCAQM menu. Holders of the data
 * summary role see the deployments and readings without the entry buttons.
 */
export const MOBILE_PAGES = [
  {
    id: 'mcaqmDataEntry',
    path: `${MODULES.MCAQM.prefix}/form/mcaqm_data_entry`,
    access: { anyOf: [roleName('Data Entry', 'MCAQM'), roleName('Data Summary', 'MCAQM')] },
    titleKey: 'mobile:title',
    module: 'MCAQM',
    menu: { section: 'MCAQM', group: 'entry', order: 1 },
  },
] as const;
