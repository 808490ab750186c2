import { anyTopLevelRole as roles } from '../access/functions.js';
import type { ApiDef } from './api-def.js';
import {
  dataKpiQuery,
  dataKpiResponse,
  kpiStatesResponse,
  systemKpiQuery,
  systemKpiResponse,
} from '../contracts/kpi.js';

/**
 * KPI reports (spec §2 More → kpi_report, §6 top-level roles): system uptime, data capture, and
 * the states to filter them by. Spread into `API` with one line.
 */
export const KPI_API_ENTRIES = {
  kpiSystem: {
    method: 'GET',
    url: '/api2/kpi/system',
    access: roles('System KPI'),
    query: systemKpiQuery,
    response: systemKpiResponse,
  },
  kpiData: {
    method: 'GET',
    url: '/api2/kpi/data',
    access: roles('Data KPI'),
    query: dataKpiQuery,
    response: dataKpiResponse,
  },
  kpiStates: {
    method: 'GET',
    url: '/api2/kpi/states',
    access: roles('System KPI', 'Data KPI'),
    response: kpiStatesResponse,
  },
} as const satisfies Record<string, ApiDef>;
