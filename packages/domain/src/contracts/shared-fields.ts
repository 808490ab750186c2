import { z } from 'zod';
import { MODULE_CODES } from '../modules.js';

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

/** A station's module and state (null when the station has none). */
export const stationModuleState = {
  module: z.string(),
  stateId: z.number().nullable(),
  stateName: z.string().nullable(),
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
