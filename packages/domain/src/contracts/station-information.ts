import { z } from 'zod';
import { MODULE_CODES } from '../modules.js';
import { timestamp } from './common.js';
import { stationSite } from './shared-fields.js';

/** List filters of a module's station information: text search, state, active or not; paged. */
export const stationInfoListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  stateId: z.coerce.number().int().positive().optional(),
  status: z.enum(['active', 'inactive']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});

export const stationInfoListItem = z.object({
  id: z.string(),
  name: z.string(),
  stateName: z.string().nullable(),
  districtName: z.string().nullable(),
  place: z.string().nullable(),
  category: z.string().nullable(),
  isActive: z.boolean(),
  /** Time of the latest value (ISO 8601), null when none yet. */
  lastValueAt: timestamp.nullable(),
});

export const stationInfoListResponse = z.object({
  items: z.array(stationInfoListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  states: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const stationInfoParams = z.object({ id: z.string().min(1).max(40) });

/** Spec §3 station information with what it measures, its latest values and its pictures. */
export const stationInfoResponse = z.object({
  id: z.string(),
  module: z.enum(MODULE_CODES),
  name: z.string(),
  stateName: z.string().nullable(),
  districtName: z.string().nullable(),
  ...stationSite,
  locationType: z.string().nullable(),
  basinName: z.string().nullable(),
  riverName: z.string().nullable(),
  isActive: z.boolean(),
  /** URL of the main picture, null when none. */
  picture: z.string().nullable(),
  gallery: z.array(z.object({ url: z.string(), caption: z.string().nullable() })),
  parameters: z.array(
    z.object({
      code: z.string(),
      nameEn: z.string(),
      nameMs: z.string(),
      unit: z.string().nullable(),
      /** Latest hourly mean (a manual sample's value), its hour (ISO 8601); null when none. */
      latest: z.number().nullable(),
      latestAt: timestamp.nullable(),
    }),
  ),
});

export type StationInfoListQuery = z.infer<typeof stationInfoListQuery>;
export type StationInfoListItem = z.input<typeof stationInfoListItem>;
export type StationInfoListResponse = z.input<typeof stationInfoListResponse>;
export type StationInfoResponse = z.input<typeof stationInfoResponse>;
