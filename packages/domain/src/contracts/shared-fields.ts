import { z } from 'zod';
import { MODULE_CODES } from '../modules.js';
import { CONFIDENCES } from '../standards/standard-meta.js';
import { calendarDay, timestamp } from './common.js';

/** Fields several contracts share, spread into each so every one declares them alike. */

/** The same `schema` under each of `keys`, in their order: `{ DO: schema, BOD: schema, … }`. */
export function sameSchemaFor<K extends string, S extends z.ZodType>(
  keys: readonly K[],
  schema: S,
): Record<K, S> {
  return Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>;
}

/** A station list narrowed to one module and one state (`?module=CAQM&stateId=10`). */
export const moduleStateFilters = {
  module: z.enum(MODULE_CODES).optional(),
  stateId: z.coerce.number().int().positive().optional(),
};

/** The stations a page may pick from, each with the parameters it measures and their units. */
export const stationsWithParameters = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    parameters: z.array(z.object({ code: z.string(), unit: z.string() })),
  }),
);

/** A stored version of a standard: its id, label, first day in force, source and confidence. */
export const standardVersionFields = {
  id: z.string(),
  version: z.string(),
  effectiveFrom: calendarDay,
  source: z.string(),
  confidence: z.enum(CONFIDENCES),
};

/** What every new version of a standard carries (StandardMeta without the id, which the server gives). */
export const newStandardVersionFields = {
  version: z.string().trim().min(1).max(60),
  /** First local day the version applies, `YYYY-MM-DD`. */
  effectiveFrom: calendarDay,
  source: z.string().trim().min(3).max(500),
  confidence: z.enum(CONFIDENCES),
};

/** A parameter of the catalogue: its code, its names in English and Malay, and its unit. */
export const catalogueParameter = {
  code: z.string(),
  nameEn: z.string(),
  nameMs: z.string(),
  unit: z.string(),
};

/** A reading's value as it stands: the number, its validity, why it is null and its qualifiers. */
export const readingState = {
  value: z.number().nullable(),
  validity: z.number(),
  nullReason: z.string().nullable(),
  qualifiers: z.array(z.string()),
};

/** A stored file as uploaded: its name, type and size in bytes, who uploaded it and when. */
export const uploadedFile = {
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  uploadedBy: z.string(),
  uploadedAt: timestamp,
};

/** A station by its id and name, with the name of its state (null when it has none). */
export const stationInState = {
  stationId: z.string(),
  stationName: z.string(),
  stateName: z.string().nullable(),
};

/** A station's module and state (null when the station has none). */
export const stationModuleState = {
  module: z.string(),
  stateId: z.number().nullable(),
  stateName: z.string().nullable(),
};

/** The river basin and the river a station lies on (null when it has none). */
export const stationBasinRiver = {
  basinId: z.number().nullable(),
  basinName: z.string().nullable(),
  riverId: z.number().nullable(),
  riverName: z.string().nullable(),
};

/** Where a station stands: its place, lot, address, longitude and latitude, and its category. */
export const stationSite = {
  place: z.string().nullable(),
  lotInfo: z.string().nullable(),
  address: z.string().nullable(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  category: z.string().nullable(),
};

/**
 * How a delete request went: why and by whom it was asked, its status (one of `statuses`), who
 * decided it, when and with what note, and the change set that carried it out.
 */
export function deleteRequestTrail<const S extends readonly [string, ...string[]]>(statuses: S) {
  return {
    reason: z.string(),
    requesterName: z.string(),
    requestedAt: timestamp,
    status: z.enum(statuses),
    reviewerName: z.string().nullable(),
    reviewedAt: timestamp.nullable(),
    reviewNote: z.string().nullable(),
    changeSet: z.string().nullable(),
  };
}

/** A decision on another officer's delete request, with the note the requester reads. */
export const deleteRequestDecisionBody = z.object({
  decision: z.enum(['approve', 'reject']),
  note: z.string().trim().min(1).max(500),
});
