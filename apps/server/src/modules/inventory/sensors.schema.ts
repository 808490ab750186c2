import { z } from 'zod';
import { pageQuery } from '../../http/paging.js';
import { STATION_ID } from './station-rules.js';

export const EQUIPMENT_STATUSES = ['active', 'maintenance', 'retired'] as const;

export const numericIdParams = z.object({ id: z.coerce.number().int().positive() });

/** Shared by sensors and EDC equipment: who made it, which model, its serial and when it went in. */
export const equipmentFields = {
  make: z.string().trim().min(1).max(100),
  model: z.string().trim().min(1).max(100),
  serialNo: z.string().trim().min(1).max(100),
  installedOn: z.iso.date().nullable().default(null),
  status: z.enum(EQUIPMENT_STATUSES).default('active'),
};

export const sensorBody = z.object({
  stationId: z.string().trim().regex(STATION_ID, 'inventory:errors.stationId'),
  parameterCode: z.string().trim().min(1).max(20),
  ...equipmentFields,
});
export type SensorInput = z.infer<typeof sensorBody>;

export const sensorListQuery = pageQuery.extend({
  stationId: z.string().trim().max(20).optional(),
  parameterCode: z.string().trim().max(20).optional(),
  status: z.enum(EQUIPMENT_STATUSES).optional(),
});
export type SensorListQuery = z.infer<typeof sensorListQuery>;

export const sensorRow = z.object({
  id: z.number(),
  stationId: z.string(),
  stationName: z.string(),
  parameterCode: z.string(),
  parameterNameEn: z.string(),
  parameterNameMs: z.string(),
  make: z.string(),
  model: z.string(),
  serialNo: z.string(),
  installedOn: z.string().nullable(),
  status: z.enum(EQUIPMENT_STATUSES),
  createdAt: z.date(),
  updatedAt: z.date(),
});
