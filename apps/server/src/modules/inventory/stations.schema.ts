import { LOCATION_TYPES, MODULE_CODES } from '@eqmp/domain';
import { z } from 'zod';
import { pageQuery } from '../../http/paging.js';
import { edcRow } from './edc.schema.js';
import { sensorRow } from './sensors.schema.js';
import { STATION_ID, stationIssues, type StationFacts } from './station-rules.js';

export const stationIdParams = z.object({
  id: z.string().regex(STATION_ID, 'inventory:errors.stationId'),
});

const optionalText = (max: number) => z.string().trim().max(max).nullable().default(null);
const optionalId = z.number().int().positive().nullable().default(null);

/** Spec §3 station information plus what the portal needs: module, category, marine and river details. */
const stationFields = z.object({
  module: z.enum(MODULE_CODES),
  name: z.string().trim().min(2).max(120),
  stateId: optionalId,
  districtId: optionalId,
  place: optionalText(200),
  lotInfo: optionalText(200),
  address: optionalText(500),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  category: optionalText(60),
  locationType: z.enum(LOCATION_TYPES).nullable().default(null),
  targetClass: z.string().trim().max(4).nullable().default(null),
  basinId: optionalId,
  riverId: optionalId,
  expectedIntervalMinutes: z.number().int().positive().max(1440).nullable().default(null),
});

/**
 * Adds the rules that join fields (coordinates in Malaysia, marine-only location type, classes),
 * once each field is valid on its own, so one mistake is not reported twice.
 */
function withRules<T extends z.ZodType<StationFacts>>(schema: T) {
  return schema.superRefine(
    (value, ctx) => {
      for (const issue of stationIssues(value))
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.messageKey });
    },
    { when: (payload) => payload.issues.length === 0 },
  );
}

export const createStationBody = withRules(
  stationFields.extend({ id: z.string().trim().regex(STATION_ID, 'inventory:errors.stationId') }),
);
export const updateStationBody = withRules(stationFields);
export type StationInput = z.infer<typeof stationFields>;

export const stationListQuery = pageQuery.extend({
  module: z.enum(MODULE_CODES).optional(),
  stateId: z.coerce.number().int().positive().optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type StationListQuery = z.infer<typeof stationListQuery>;

export const stationRow = z.object({
  id: z.string(),
  module: z.enum(MODULE_CODES),
  name: z.string(),
  stateId: z.number().nullable(),
  stateName: z.string().nullable(),
  districtId: z.number().nullable(),
  districtName: z.string().nullable(),
  place: z.string().nullable(),
  lotInfo: z.string().nullable(),
  address: z.string().nullable(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  category: z.string().nullable(),
  locationType: z.enum(LOCATION_TYPES).nullable(),
  targetClass: z.string().nullable(),
  basinId: z.number().nullable(),
  basinName: z.string().nullable(),
  riverId: z.number().nullable(),
  riverName: z.string().nullable(),
  expectedIntervalMinutes: z.number().nullable(),
  pictureUrl: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

export const stationFull = stationRow.extend({
  parameters: z.array(
    z.object({
      code: z.string(),
      nameEn: z.string(),
      nameMs: z.string(),
      unit: z.string(),
      isActive: z.boolean(),
    }),
  ),
  sensors: z.array(sensorRow),
  edc: z.array(edcRow),
  gallery: z.array(
    z.object({
      id: z.number(),
      url: z.string(),
      caption: z.string().nullable(),
      contentType: z.string(),
      createdAt: z.date(),
    }),
  ),
  ingestKey: z.object({ createdAt: z.date(), createdBy: z.string() }).nullable(),
});
