import {
  caseBody,
  caseIdParams,
  caseSavedResponse,
  casesQuery,
  casesResponse,
  createCaseBody,
} from '../contracts/investigative.js';
import type { ApiDef } from '../routes/api-def.js';
import {
  caseEntryRoles,
  caseReadRoles,
  INVESTIGATIVE_MODULES,
  type InvestigativeModule,
} from './investigative-entries.js';

const anyModule = (roles: (m: InvestigativeModule) => string[]) => ({
  anyOf: INVESTIGATIVE_MODULES.flatMap(roles),
});

/**
 * The API of investigative cases (spec §3 "Investigative case": STATE, CASE_TITLE,
 * CASE_START_DATE, REPORT_ID, YEAR): the cases of a module and year with their stations and
 * samples; create and edit. The gate admits either module's role; the handler narrows to the
 * case's module. Spread into `API` with one line.
 */
export const INVESTIGATIVE_API_ENTRIES = {
  investigativeCases: {
    method: 'GET',
    url: '/api2/investigative/cases',
    access: anyModule(caseReadRoles),
    query: casesQuery,
    response: casesResponse,
  },
  investigativeCreateCase: {
    method: 'POST',
    url: '/api2/investigative/cases',
    access: anyModule(caseEntryRoles),
    body: createCaseBody,
    response: caseSavedResponse,
  },
  investigativeUpdateCase: {
    method: 'PUT',
    url: '/api2/investigative/cases/:id',
    access: anyModule(caseEntryRoles),
    params: caseIdParams,
    body: caseBody,
    response: caseSavedResponse,
  },
} as const satisfies Record<string, ApiDef>;
