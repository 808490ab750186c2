import { ROLE_NAMES } from '../access/functions.js';
import type { ApiDef } from '../routes/api-def.js';

/** Every role of the Straits of Johor programme (role names with the SOJ suffix, spec §6). */
export const SOJ_ROLES: readonly string[] = ROLE_NAMES.filter((role) => role.endsWith(' SOJ'));

/** Reading the programme's reference data and outputs. */
export const SOJ_VIEW = {
  anyOf: [
    'Report SOJ',
    'Data Summary SOJ',
    'Data Entry SOJ',
    'Verify Data SOJ',
    'Approve Data SOJ',
    'Station Information SOJ',
    'Sampling Schedule SOJ',
  ],
} as const;
const ENTRY = { anyOf: ['Data Entry SOJ'] } as const;
/** Planning the quarterly rounds, as the manual programmes' plans (`Sampling Schedule`). */
const PLAN = { anyOf: ['Sampling Schedule SOJ'] } as const;
const VERIFY = { anyOf: ['Verify Data SOJ'] } as const;
const APPROVE = { anyOf: ['Approve Data SOJ'] } as const;
/** Standards and benchmarks are agreed data: a System Admin or an approver adds a version. */
/** The programme's exceedance alert settings (its recipients). */
const ALERT_EDIT = { anyOf: ['Update Exceedance Alert SOJ'] } as const;
const CRITERIA_EDIT = { anyOf: ['System Admin', 'Approve Data SOJ'] } as const;

/**
 * The API of the Straits of Johor module. The identity step and the spec §7 validate call are
 * open to any SOJ role; every other entry also needs a valid SOJ session (see SOJ_SESSION_API).
 */
export function sojApiEntries() {
  return {
    sojRequestCode: {
      method: 'POST',
      url: '/api2/soj/identity/code',
      access: { anyOf: SOJ_ROLES },
      ownAccount: true,
    },
    sojVerifyIdentity: {
      method: 'POST',
      url: '/api2/soj/identity/verify',
      access: { anyOf: SOJ_ROLES },
      ownAccount: true,
    },
    sojValidate: {
      method: 'POST',
      url: '/soj_api/:link/validate',
      access: { anyOf: SOJ_ROLES },
      ownAccount: true,
    },
    sojEndSession: {
      method: 'DELETE',
      url: '/api2/soj/session',
      access: 'session',
      ownAccount: true,
    },
    sojParameters: { method: 'GET', url: '/api2/soj/parameters', access: SOJ_VIEW },
    sojStations: { method: 'GET', url: '/api2/soj/stations', access: SOJ_VIEW },
    // The planner records which side of the Straits a station added to the inventory is on.
    sojUpdateStation: { method: 'PUT', url: '/api2/soj/stations/:id', access: PLAN },
    sojCriteria: { method: 'GET', url: '/api2/soj/criteria/:kind', access: SOJ_VIEW },
    sojAddCriteriaVersion: {
      method: 'POST',
      url: '/api2/soj/criteria/:kind',
      access: CRITERIA_EDIT,
    },
    sojRounds: { method: 'GET', url: '/api2/soj/rounds', access: SOJ_VIEW },
    sojPlanRounds: { method: 'POST', url: '/api2/soj/rounds', access: PLAN },
    sojRound: { method: 'GET', url: '/api2/soj/rounds/:id', access: SOJ_VIEW },
    sojEnterResults: { method: 'PUT', url: '/api2/soj/rounds/:id/results', access: ENTRY },
    sojImportResults: { method: 'POST', url: '/api2/soj/import', access: ENTRY },
    sojVerifyRound: { method: 'POST', url: '/api2/soj/rounds/:id/verify', access: VERIFY },
    sojApproveRound: { method: 'POST', url: '/api2/soj/rounds/:id/approve', access: APPROVE },
    sojReopenRound: { method: 'POST', url: '/api2/soj/rounds/:id/reopen', access: APPROVE },
    sojData: { method: 'GET', url: '/api2/soj/data', access: SOJ_VIEW },
    sojYearly: { method: 'GET', url: '/api2/soj/yearly', access: SOJ_VIEW },
    sojExceedances: {
      method: 'GET',
      url: '/api2/soj/exceedances',
      access: {
        anyOf: ['View Exceedance Alert SOJ', 'Update Exceedance Alert SOJ', ...SOJ_VIEW.anyOf],
      },
    },
    // Who is told of the programme's exceedance alerts: kept by its own alert officers, since the
    // System Admin recipients of every module are never told of SOJ alerts.
    sojAlertRecipients: { method: 'GET', url: '/api2/soj/alert-recipients', access: ALERT_EDIT },
    sojAddAlertRecipient: {
      method: 'POST',
      url: '/api2/soj/alert-recipients',
      access: ALERT_EDIT,
    },
    sojRemoveAlertRecipient: {
      method: 'DELETE',
      url: '/api2/soj/alert-recipients/:id',
      access: ALERT_EDIT,
    },
  } as const satisfies Record<string, ApiDef>;
}

export type SojApiName = keyof ReturnType<typeof sojApiEntries>;

/** Entries that answer without an SOJ session: the identity step itself and ending the session. */
const OPEN: readonly string[] = [
  'sojRequestCode',
  'sojVerifyIdentity',
  'sojValidate',
  'sojEndSession',
];

/**
 * Every API entry that needs a valid SOJ session besides its role: the module's own entries and
 * the SOJ map viewer and query options that other modules share the code of.
 */
export const SOJ_SESSION_API: readonly string[] = [
  ...Object.keys(sojApiEntries()).filter((name) => !OPEN.includes(name)),
  'querySOJ',
  'mapLayerSOJ',
  'mapFiltersSOJ',
  'mapChartsSOJ',
];

/** The request header that carries the SOJ token. */
export const SOJ_TOKEN_HEADER = 'x-soj-token';
