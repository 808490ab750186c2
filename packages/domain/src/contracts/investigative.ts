import { z } from 'zod';
import { INVESTIGATIVE_MODULES } from '../investigative/investigative-entries.js';
import { calendarDay, timestamp, typedDay } from './common.js';

/** Investigative cases (spec §3: STATE, CASE_TITLE, CASE_START_DATE, REPORT_ID, YEAR). */

/** REPORT_ID: capitals, digits and hyphens, e.g. `RWIS-2026-03`. */
export const CASE_ID_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,39}$/;

/** A case as the form sends it; the start date is typed DD/MM/YYYY (spec §5 date helper). */
export const caseBody = z
  .strictObject({
    stateId: z.number().int().positive().nullable(),
    caseTitle: z.string().trim().min(3).max(300),
    /** As typed, `DD/MM/YYYY`: the service reads it by the spec §5 rules. */
    caseStartDate: typedDay,
    year: z.number().int().min(2000).max(2100),
    stationIds: z.array(z.string().trim().min(1).max(20)).min(1).max(60),
  })
  .refine((b) => new Set(b.stationIds).size === b.stationIds.length, {
    path: ['stationIds'],
    message: 'investigative:errors.stationTwice',
  });
export type CaseBody = z.infer<typeof caseBody>;

/** A new case: its module and its REPORT_ID, which stays the case's key. */
export const createCaseBody = z.strictObject({
  module: z.enum(INVESTIGATIVE_MODULES),
  id: z
    .string()
    .trim()
    .toUpperCase()
    .regex(CASE_ID_PATTERN, { message: 'investigative:errors.idFormat' }),
  case: caseBody,
});
export type CreateCaseInput = z.input<typeof createCaseBody>;

/** What creating or changing a case answers: the case's REPORT_ID. */
export const caseSavedResponse = z.object({ id: z.string() });

export const caseIdParams = z.object({
  id: z.string().trim().toUpperCase().regex(CASE_ID_PATTERN),
});

/** The cases of one module, of one YEAR or all. */
export const casesQuery = z.object({
  module: z.enum(INVESTIGATIVE_MODULES),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

export const caseItem = z.object({
  id: z.string(),
  module: z.enum(INVESTIGATIVE_MODULES),
  stateId: z.number().nullable(),
  stateName: z.string().nullable(),
  caseTitle: z.string(),
  /** ISO `YYYY-MM-DD`. */
  caseStartDate: calendarDay,
  year: z.number(),
  stations: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Samples of its stations since the case started (a sample: one station at one time). */
  samples: z.number(),
  lastSampleAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type CaseItem = z.input<typeof caseItem>;

export const casesResponse = z.object({
  items: z.array(caseItem),
  /** The years that have cases, newest first (the page's year picker). */
  years: z.array(z.number()),
  /** The module's active stations and the states, for the form's pickers. */
  stations: z.array(z.object({ id: z.string(), name: z.string(), stateId: z.number().nullable() })),
  states: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type Cases = z.input<typeof casesResponse>;
