import { z } from 'zod';
import { SOJ_ROUND_STATUSES } from '../soj/soj-flow.js';
import type { SamplingFrequency } from '../sampling/schedule.js';
import { calendarDay, timestamp, typedDay } from './common.js';

/** Straits of Johor: the identity step, the spec §3 SOJ session and §7 validate call. */
export const sojRequestCodeBody = z.object({ password: z.string().min(1).max(200) });
export const sojRequestCodeResponse = z.object({ sentTo: z.string(), expiresAt: timestamp });
export const sojVerifyIdentityBody = z.object({ code: z.string().regex(/^\d{6}$/) });
/** Spec §3 SOJ session: soj_token and expires_at (ISO time). */
export const sojSessionResponse = z.object({ soj_token: z.string(), expires_at: timestamp });
export const sojValidateParams = z.object({ link: z.string().min(1).max(40) });
export const sojValidateBody = z.object({ token: z.string().min(1).max(200) });
/** Spec §7: status 0 means the session is expired (or unknown); 1 that it is valid. */
export const sojValidateResponse = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  expires_at: timestamp.nullable(),
});

export const sojSides = ['MY', 'SG'] as const;
export const sojParameter = z.object({
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  method: z.string(),
  decimals: z.number(),
});
export const sojParametersResponse = z.array(sojParameter);
export const sojStation = z.object({
  id: z.string(),
  name: z.string(),
  side: z.enum(sojSides),
  stationGroup: z.string(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
});
export const sojStationsResponse = z.array(sojStation);
/** The groups of stations benchmarks may name: west and east of the Johor Causeway. */
export const SOJ_STATION_GROUPS = ['WEST', 'EAST'] as const;
export const sojStationParams = z.object({ id: z.string().trim().min(1).max(40) });
/** A station's side of the Straits and its group, as the programme records them. */
export const sojStationBody = z.object({
  side: z.enum(sojSides),
  stationGroup: z.enum(SOJ_STATION_GROUPS),
});

export const sojCriteriaKinds = ['standard', 'benchmark'] as const;
export const sojCriteriaParams = z.object({ kind: z.enum(sojCriteriaKinds) });
const limit = z.number().finite().nullable();
export const sojCriterion = z.object({
  parameterCode: z.string(),
  stationGroup: z.string().nullable(),
  min: limit,
  max: limit,
});
export const sojCriteriaVersion = z.object({
  version: z.string(),
  effectiveFrom: calendarDay,
  source: z.string(),
  createdBy: z.string(),
  rows: z.array(sojCriterion),
});
/** Versions newest first; the first whose effective day has come is the one in force. */
export const sojCriteriaResponse = z.object({
  kind: z.enum(sojCriteriaKinds),
  inForce: z.string().nullable(),
  versions: z.array(sojCriteriaVersion),
});
export const sojAddCriteriaVersionBody = z.object({
  version: z.string().trim().min(1).max(40),
  effectiveFrom: calendarDay,
  source: z.string().trim().min(3).max(300),
  rows: z
    .array(
      sojCriterion.refine((r) => r.min !== null || r.max !== null, {
        message: 'soj:errors.limitMissing',
      }),
    )
    .min(1)
    .max(200),
});

export const sojRoundStatus = z.enum(SOJ_ROUND_STATUSES);
export const sojRoundsQuery = z.object({
  status: sojRoundStatus.optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  stationId: z.string().max(40).optional(),
});
export const sojRoundSummary = z.object({
  id: z.number(),
  stationId: z.string(),
  stationName: z.string(),
  side: z.enum(sojSides),
  quarter: z.string(),
  plannedOn: calendarDay,
  sampledOn: calendarDay.nullable(),
  status: sojRoundStatus,
  enteredBy: z.string().nullable(),
  verifiedBy: z.string().nullable(),
  approvedBy: z.string().nullable(),
  resultCount: z.number(),
  remarks: z.string().nullable(),
});
export const sojRoundsResponse = z.array(sojRoundSummary);
export const sojResult = z.object({
  parameterCode: z.string(),
  value: z.number().finite(),
  censored: z.boolean(),
});
export const sojRoundResponse = sojRoundSummary.extend({
  results: z.array(sojResult),
  history: z.array(
    z.object({
      action: z.string(),
      fromStatus: z.string(),
      toStatus: z.string(),
      username: z.string(),
      at: timestamp,
      remarks: z.string().nullable(),
    }),
  ),
});
export const sojRoundParams = z.object({ id: z.coerce.number().int().positive() });
/** How often a plan puts a round: one round, or one each quarter (the manual plans' rhythms). */
export const SOJ_PLAN_FREQUENCIES = [
  'once',
  'quarterly',
] as const satisfies readonly SamplingFrequency[];
/** A plan of rounds: stations and a period of days as typed (DD/MM/YYYY, spec §5). */
export const sojPlanRoundsBody = z.object({
  stationIds: z.array(z.string().trim().min(1).max(40)).min(1).max(100),
  frequency: z.enum(SOJ_PLAN_FREQUENCIES),
  startsOn: typedDay,
  endsOn: typedDay,
});
/** The rounds planned, and the station quarters that already had one (left as they were). */
export const sojPlanRoundsResponse = z.object({
  planned: z.array(sojRoundSummary),
  alreadyPlanned: z.array(z.object({ stationId: z.string(), quarter: z.string() })),
});
export const sojEnterResultsBody = z.object({
  sampledOn: calendarDay,
  results: z.array(sojResult).min(1).max(100),
});
export const sojImportBody = z.object({ csv: z.string().min(1).max(1_000_000) });
export const sojImportResponse = z.object({
  rounds: z.array(z.number()),
  rows: z.number(),
  errors: z.array(z.object({ row: z.number(), message: z.string() })),
});
export const sojVerifyBody = z.object({
  decision: z.enum(['verify', 'return']),
  remarks: z.string().trim().max(1000).optional(),
});
export const sojApproveBody = z.object({
  decision: z.enum(['approve', 'return']),
  remarks: z.string().trim().max(1000).optional(),
});
export const sojReopenBody = z.object({ reason: z.string().trim().min(5).max(1000) });

/** Outputs read approved results only. */
export const sojDataQuery = z.object({
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  stationId: z.string().max(40).optional(),
  parameterCode: z.string().max(40).optional(),
  side: z.enum(sojSides).optional(),
});
export const sojDataRow = z.object({
  roundId: z.number(),
  stationId: z.string(),
  stationName: z.string(),
  side: z.enum(sojSides),
  sampledOn: calendarDay,
  parameterCode: z.string(),
  unit: z.string(),
  value: z.number(),
  censored: z.boolean(),
  exceedsStandard: z.boolean().nullable(),
  exceedsBenchmark: z.boolean().nullable(),
});
export const sojDataResponse = z.array(sojDataRow);
export const sojYearlyQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100) });
export const sojYearlyRow = z.object({
  stationId: z.string(),
  stationName: z.string(),
  side: z.enum(sojSides),
  parameterCode: z.string(),
  unit: z.string(),
  samples: z.number(),
  mean: z.number(),
  min: z.number(),
  max: z.number(),
  standardCompliancePct: z.number().nullable(),
  benchmarkCompliancePct: z.number().nullable(),
});
export const sojYearlyResponse = z.object({
  year: z.number(),
  standardVersion: z.string().nullable(),
  benchmarkVersion: z.string().nullable(),
  rows: z.array(sojYearlyRow),
});
export const sojExceedancesQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export const sojExceedance = z.object({
  id: z.number(),
  roundId: z.number(),
  stationId: z.string(),
  stationName: z.string(),
  parameterCode: z.string(),
  unit: z.string(),
  sampledOn: calendarDay,
  value: z.number(),
  min: limit,
  max: limit,
  standardVersion: z.string(),
  raisedAt: timestamp,
});
export const sojExceedancesResponse = z.array(sojExceedance);

export type SojRequestCodeResponse = z.input<typeof sojRequestCodeResponse>;
export type SojSessionResponse = z.input<typeof sojSessionResponse>;
export type SojValidateResponse = z.input<typeof sojValidateResponse>;
export type SojParameter = z.infer<typeof sojParameter>;
export type SojStation = z.infer<typeof sojStation>;
export type SojCriteriaResponse = z.infer<typeof sojCriteriaResponse>;
export type SojCriteriaKind = (typeof sojCriteriaKinds)[number];
export type SojAddCriteriaVersionBody = z.infer<typeof sojAddCriteriaVersionBody>;
export const sojCriteriaVersionCreatedResponse = z.object({ version: z.string() });
export type SojCriteriaVersionCreated = z.input<typeof sojCriteriaVersionCreatedResponse>;
export type SojRoundSummary = z.infer<typeof sojRoundSummary>;
export type SojRoundResponse = z.input<typeof sojRoundResponse>;
export type SojResult = z.infer<typeof sojResult>;
export type SojEnterResultsBody = z.infer<typeof sojEnterResultsBody>;
export type SojPlanRoundsBody = z.infer<typeof sojPlanRoundsBody>;
export type SojStationBody = z.infer<typeof sojStationBody>;
export type SojPlanRoundsResponse = z.input<typeof sojPlanRoundsResponse>;
export type SojImportResponse = z.infer<typeof sojImportResponse>;
export type SojDataRow = z.infer<typeof sojDataRow>;
export type SojYearlyResponse = z.infer<typeof sojYearlyResponse>;
export type SojExceedance = z.input<typeof sojExceedance>;
