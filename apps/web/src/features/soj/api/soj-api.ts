import type {
  SojAddCriteriaVersionBody,
  SojCriteriaKind,
  SojEnterResultsBody,
  SojPlanRoundsBody,
  SojStationBody,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryText } from '../../../lib/query-text';

export const sojParametersQuery = queryOptions({
  queryKey: ['soj', 'parameters'],
  queryFn: () => callApi('sojParameters'),
  staleTime: 5 * 60_000,
});
export const sojStationsQuery = queryOptions({
  queryKey: ['soj', 'stations'],
  queryFn: () => callApi('sojStations'),
  staleTime: 5 * 60_000,
});
export const sojCriteriaQuery = (kind: SojCriteriaKind) =>
  queryOptions({
    queryKey: ['soj', 'criteria', kind],
    queryFn: () => callApi('sojCriteria', { params: { kind } }),
  });
/** The rounds list's filters, as the page's address holds them (the server checks them). */
export const sojRoundsQuery = (filter: {
  status?: string | undefined;
  year?: number | undefined;
}) =>
  queryOptions({
    queryKey: ['soj', 'rounds', filter],
    queryFn: () => callApi('sojRounds', { search: queryText(filter) }),
  });
export const sojRoundQuery = (id: number) =>
  queryOptions({
    queryKey: ['soj', 'round', id],
    queryFn: () => callApi('sojRound', { params: { id } }),
  });
/** The data page's filters, as the page's address holds them (the server checks them). */
export const sojDataQuery = (filter: Record<string, string | undefined>) =>
  queryOptions({
    queryKey: ['soj', 'data', filter],
    queryFn: () => callApi('sojData', { search: queryText(filter) }),
  });
export const sojYearlyQuery = (year: number) =>
  queryOptions({
    queryKey: ['soj', 'yearly', year],
    queryFn: () => callApi('sojYearly', { query: { year } }),
  });

export const requestSojCode = (password: string) =>
  callApi('sojRequestCode', { body: { password } });
export const verifySojIdentity = (code: string) => callApi('sojVerifyIdentity', { body: { code } });
export const endSojSession = () => callApi('sojEndSession');
export const addCriteriaVersion = (kind: SojCriteriaKind, body: SojAddCriteriaVersionBody) =>
  callApi('sojAddCriteriaVersion', { params: { kind }, body });
export const updateSojStation = (id: string, body: SojStationBody) =>
  callApi('sojUpdateStation', { params: { id }, body });
export const planRounds = (body: SojPlanRoundsBody) => callApi('sojPlanRounds', { body });
export const enterResults = (id: number, body: SojEnterResultsBody) =>
  callApi('sojEnterResults', { params: { id }, body });
export const importResults = (csv: string) => callApi('sojImportResults', { body: { csv } });
export const verifyRound = (id: number, decision: 'verify' | 'return', remarks?: string) =>
  callApi('sojVerifyRound', { params: { id }, body: { decision, remarks } });
export const approveRound = (id: number, decision: 'approve' | 'return', remarks?: string) =>
  callApi('sojApproveRound', { params: { id }, body: { decision, remarks } });
export const reopenRound = (id: number, reason: string) =>
  callApi('sojReopenRound', { params: { id }, body: { reason } });
