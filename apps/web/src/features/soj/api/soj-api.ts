import {
  apiPath,
  type SojCriteriaKind,
  type SojCriteriaResponse,
  type SojCriteriaVersionCreated,
  type SojDataRow,
  type SojEnterResultsBody,
  type SojImportResponse,
  type SojParameter,
  type SojPlanRoundsBody,
  type SojPlanRoundsResponse,
  type SojRequestCodeResponse,
  type SojRoundResponse,
  type SojRoundSummary,
  type SojSessionResponse,
  type SojStation,
  type SojStationBody,
  type SojYearlyResponse,
  type SojAddCriteriaVersionBody,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const sojParametersQuery = queryOptions({
  queryKey: ['soj', 'parameters'],
  queryFn: () => apiRequest<SojParameter[]>(apiPath('sojParameters')),
  staleTime: 5 * 60_000,
});
export const sojStationsQuery = queryOptions({
  queryKey: ['soj', 'stations'],
  queryFn: () => apiRequest<SojStation[]>(apiPath('sojStations')),
  staleTime: 5 * 60_000,
});
export const sojCriteriaQuery = (kind: SojCriteriaKind) =>
  queryOptions({
    queryKey: ['soj', 'criteria', kind],
    queryFn: () => apiRequest<SojCriteriaResponse>(apiPath('sojCriteria', { kind })),
  });
export const sojRoundsQuery = (filter: {
  status?: string | undefined;
  year?: number | undefined;
}) =>
  queryOptions({
    queryKey: ['soj', 'rounds', filter],
    queryFn: () => apiRequest<SojRoundSummary[]>(apiPath('sojRounds', {}, filter)),
  });
export const sojRoundQuery = (id: number) =>
  queryOptions({
    queryKey: ['soj', 'round', id],
    queryFn: () => apiRequest<SojRoundResponse>(apiPath('sojRound', { id })),
  });
export const sojDataQuery = (filter: Record<string, string | undefined>) =>
  queryOptions({
    queryKey: ['soj', 'data', filter],
    queryFn: () => apiRequest<SojDataRow[]>(apiPath('sojData', {}, filter)),
  });
export const sojYearlyQuery = (year: number) =>
  queryOptions({
    queryKey: ['soj', 'yearly', year],
    queryFn: () => apiRequest<SojYearlyResponse>(apiPath('sojYearly', {}, { year })),
  });

export const requestSojCode = (password: string) =>
  apiRequest<SojRequestCodeResponse>(apiPath('sojRequestCode'), { body: { password } });
export const verifySojIdentity = (code: string) =>
  apiRequest<SojSessionResponse>(apiPath('sojVerifyIdentity'), { body: { code } });
export const endSojSession = () => apiRequest<null>(apiPath('sojEndSession'), { method: 'DELETE' });
export const addCriteriaVersion = (kind: SojCriteriaKind, body: SojAddCriteriaVersionBody) =>
  apiRequest<SojCriteriaVersionCreated>(apiPath('sojAddCriteriaVersion', { kind }), { body });
export const updateSojStation = (id: string, body: SojStationBody) =>
  apiRequest<SojStation>(apiPath('sojUpdateStation', { id }), { method: 'PUT', body });
export const planRounds = (body: SojPlanRoundsBody) =>
  apiRequest<SojPlanRoundsResponse>(apiPath('sojPlanRounds'), { body });
export const enterResults = (id: number, body: SojEnterResultsBody) =>
  apiRequest<SojRoundResponse>(apiPath('sojEnterResults', { id }), { method: 'PUT', body });
export const importResults = (csv: string) =>
  apiRequest<SojImportResponse>(apiPath('sojImportResults'), { body: { csv } });
export const verifyRound = (id: number, decision: 'verify' | 'return', remarks?: string) =>
  apiRequest<SojRoundResponse>(apiPath('sojVerifyRound', { id }), { body: { decision, remarks } });
export const approveRound = (id: number, decision: 'approve' | 'return', remarks?: string) =>
  apiRequest<SojRoundResponse>(apiPath('sojApproveRound', { id }), { body: { decision, remarks } });
export const reopenRound = (id: number, reason: string) =>
  apiRequest<SojRoundResponse>(apiPath('sojReopenRound', { id }), { body: { reason } });
