import { z } from 'zod';
import { pageQuery } from '../../http/paging.js';
import { EQUIPMENT_STATUSES, equipmentFields } from './sensors.schema.js';
import { STATION_ID } from './station-rules.js';

/** EDC equipment kinds: data loggers, data collectors and their modems. */
export const EDC_KINDS = ['logger', 'collector', 'modem'] as const;

export const edcBody = z.object({
  stationId: z
    .string()
    .trim()
    .regex(STATION_ID, 'inventory:errors.stationId')
    .nullable()
    .default(null),
  kind: z.enum(EDC_KINDS),
  firmware: z.string().trim().max(60).nullable().default(null),
  ...equipmentFields,
});
export type EdcInput = z.infer<typeof edcBody>;

export const edcListQuery = pageQuery.extend({
  stationId: z.string().trim().max(20).optional(),
  kind: z.enum(EDC_KINDS).optional(),
  status: z.enum(EQUIPMENT_STATUSES).optional(),
});
export type EdcListQuery = z.infer<typeof edcListQuery>;

export const edcRow = z.object({
  id: z.number(),
  stationId: z.string().nullable(),
  stationName: z.string().nullable(),
  kind: z.enum(EDC_KINDS),
  make: z.string(),
  model: z.string(),
  serialNo: z.string(),
  firmware: z.string().nullable(),
  installedOn: z.string().nullable(),
  status: z.enum(EQUIPMENT_STATUSES),
  createdAt: z.date(),
  updatedAt: z.date(),
});
