import { ROLE_NAMES } from '../access/functions.js';
import type { ApiDef } from '../routes/api-def.js';
import {
  sojAddCriteriaVersionBody,
  sojApproveBody,
  sojCriteriaParams,
  sojCriteriaResponse,
  sojCriteriaVersionCreatedResponse,
  sojDataQuery,
  sojDataResponse,
  sojEnterResultsBody,
  sojExceedancesQuery,
  sojExceedancesResponse,
  sojImportBody,
  sojImportResponse,
  sojParametersResponse,
  sojPlanRoundsBody,
  sojPlanRoundsResponse,
  sojReopenBody,
  sojRequestCodeBody,
  sojRequestCodeResponse,
  sojRoundParams,
  sojRoundResponse,
  sojRoundsQuery,
  sojRoundsResponse,
  sojSessionResponse,
  sojStation,
  sojStationBody,
  sojStationParams,
  sojStationsResponse,
  sojValidateBody,
  sojValidateParams,
  sojValidateResponse,
  sojVerifyBody,
  sojVerifyIdentityBody,
  sojYearlyQuery,
  sojYearlyResponse,
} from '../contracts/soj.js';
import {
  alertRecipientBody,
  alertRecipientCreated,
  alertRecipientParams,
  sojAlertRecipientsResponse,
} from '../contracts/alerts.js';

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
/** The programme's exceedance alert settings (its recipients). */
const ALERT_EDIT = { anyOf: ['Update Exceedance Alert SOJ'] } as const;
/** Standards and benchmarks are agreed data: a System Admin or an approver adds a version. */
const CRITERIA_EDIT = { anyOf: ['System Admin', 'Approve Data SOJ'] } as const;

/** The identity step, the spec §7 validate call and the end of an SOJ session. */
function sojIdentityEntries() {
  return {
    sojRequestCode: {
      method: 'POST',
      url: '/api2/soj/identity/code',
      access: { anyOf: SOJ_ROLES },
      ownAccount: true,
      body: sojRequestCodeBody,
      response: sojRequestCodeResponse,
    },
    sojVerifyIdentity: {
      method: 'POST',
      url: '/api2/soj/identity/verify',
      access: { anyOf: SOJ_ROLES },
      ownAccount: true,
      body: sojVerifyIdentityBody,
      response: sojSessionResponse,
    },
    sojValidate: {
      method: 'POST',
      url: '/soj_api/:link/validate',
      access: { anyOf: SOJ_ROLES },
      ownAccount: true,
      params: sojValidateParams,
      body: sojValidateBody,
      response: sojValidateResponse,
    },
    sojEndSession: {
      method: 'DELETE',
      url: '/api2/soj/session',
      access: 'session',
      ownAccount: true,
      status: 204,
    },
  } as const satisfies Record<string, ApiDef>;
}

/** The programme's parameters, stations and criteria (standards and benchmarks). */
function sojReferenceEntries() {
  return {
    sojParameters: {
      method: 'GET',
      url: '/api2/soj/parameters',
      access: SOJ_VIEW,
      response: sojParametersResponse,
    },
    sojStations: {
      method: 'GET',
      url: '/api2/soj/stations',
      access: SOJ_VIEW,
      response: sojStationsResponse,
    },
    // The planner records which side of the Straits a station added to the inventory is on.
    sojUpdateStation: {
      method: 'PUT',
      url: '/api2/soj/stations/:id',
      access: PLAN,
      params: sojStationParams,
      body: sojStationBody,
      response: sojStation,
    },
    sojCriteria: {
      method: 'GET',
      url: '/api2/soj/criteria/:kind',
      access: SOJ_VIEW,
      params: sojCriteriaParams,
      response: sojCriteriaResponse,
    },
    sojAddCriteriaVersion: {
      method: 'POST',
      url: '/api2/soj/criteria/:kind',
      access: CRITERIA_EDIT,
      params: sojCriteriaParams,
      body: sojAddCriteriaVersionBody,
      response: sojCriteriaVersionCreatedResponse,
      status: 201,
    },
  } as const satisfies Record<string, ApiDef>;
}

/** The sampling rounds: planned, entered or imported, verified, approved and reopened. */
function sojRoundEntries() {
  return {
    sojRounds: {
      method: 'GET',
      url: '/api2/soj/rounds',
      access: SOJ_VIEW,
      query: sojRoundsQuery,
      response: sojRoundsResponse,
    },
    sojPlanRounds: {
      method: 'POST',
      url: '/api2/soj/rounds',
      access: PLAN,
      body: sojPlanRoundsBody,
      response: sojPlanRoundsResponse,
      status: 201,
    },
    sojRound: {
      method: 'GET',
      url: '/api2/soj/rounds/:id',
      access: SOJ_VIEW,
      params: sojRoundParams,
      response: sojRoundResponse,
    },
    sojEnterResults: {
      method: 'PUT',
      url: '/api2/soj/rounds/:id/results',
      access: ENTRY,
      params: sojRoundParams,
      body: sojEnterResultsBody,
      response: sojRoundResponse,
    },
    sojImportResults: {
      method: 'POST',
      url: '/api2/soj/import',
      access: ENTRY,
      body: sojImportBody,
      response: sojImportResponse,
    },
    sojVerifyRound: {
      method: 'POST',
      url: '/api2/soj/rounds/:id/verify',
      access: VERIFY,
      params: sojRoundParams,
      body: sojVerifyBody,
      response: sojRoundResponse,
    },
    sojApproveRound: {
      method: 'POST',
      url: '/api2/soj/rounds/:id/approve',
      access: APPROVE,
      params: sojRoundParams,
      body: sojApproveBody,
      response: sojRoundResponse,
    },
    sojReopenRound: {
      method: 'POST',
      url: '/api2/soj/rounds/:id/reopen',
      access: APPROVE,
      params: sojRoundParams,
      body: sojReopenBody,
      response: sojRoundResponse,
    },
  } as const satisfies Record<string, ApiDef>;
}

/** What the rounds give: the data and yearly reports, exceedances and who is told of them. */
function sojOutputEntries() {
  return {
    sojData: {
      method: 'GET',
      url: '/api2/soj/data',
      access: SOJ_VIEW,
      query: sojDataQuery,
      response: sojDataResponse,
    },
    sojYearly: {
      method: 'GET',
      url: '/api2/soj/yearly',
      access: SOJ_VIEW,
      query: sojYearlyQuery,
      response: sojYearlyResponse,
    },
    sojExceedances: {
      method: 'GET',
      url: '/api2/soj/exceedances',
      access: {
        anyOf: ['View Exceedance Alert SOJ', 'Update Exceedance Alert SOJ', ...SOJ_VIEW.anyOf],
      },
      query: sojExceedancesQuery,
      response: sojExceedancesResponse,
    },
    // Who is told of the programme's exceedance alerts: kept by its own alert officers, since the
    // System Admin recipients of every module are never told of SOJ alerts.
    sojAlertRecipients: {
      method: 'GET',
      url: '/api2/soj/alert-recipients',
      access: ALERT_EDIT,
      response: sojAlertRecipientsResponse,
    },
    sojAddAlertRecipient: {
      method: 'POST',
      url: '/api2/soj/alert-recipients',
      access: ALERT_EDIT,
      body: alertRecipientBody,
      response: alertRecipientCreated,
    },
    sojRemoveAlertRecipient: {
      method: 'DELETE',
      url: '/api2/soj/alert-recipients/:id',
      access: ALERT_EDIT,
      params: alertRecipientParams,
      status: 204,
    },
  } as const satisfies Record<string, ApiDef>;
}

/**
 * The API of the Straits of Johor module. The identity step and the spec §7 validate call are
 * open to any SOJ role; every other entry also needs a valid SOJ session (see SOJ_SESSION_API).
 */
export function sojApiEntries() {
  return {
    ...sojIdentityEntries(),
    ...sojReferenceEntries(),
    ...sojRoundEntries(),
    ...sojOutputEntries(),
  };
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
