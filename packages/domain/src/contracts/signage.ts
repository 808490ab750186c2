import { z } from 'zod';
import { SIGNAGE_MAX_STATIONS, SIGNAGE_MEDIA } from '../signage/signage-entries.js';

/** Contracts of the public signage screens (spec §1 public signage views). */

export const signageParams = z.object({ medium: z.enum(SIGNAGE_MEDIA) });

const place = z.string().trim().min(1).max(60);
export const signageQuery = z.object({
  /** A state by name or code, e.g. `Selangor` or `MY-10`. */
  state: place.optional(),
  /** A region by code or name, e.g. `TGH` or `Central`. */
  region: place.optional(),
  /** Station ids, comma-separated. */
  station: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,40}(,[A-Za-z0-9_.-]{1,40})*$/, 'errors:validation.invalid')
    .refine((s) => s.split(',').length <= SIGNAGE_MAX_STATIONS, 'errors:validation.invalid')
    .optional(),
});
export type SignageQuery = z.infer<typeof signageQuery>;

export const signageResponse = z.object({
  medium: z.enum(SIGNAGE_MEDIA),
  /** When the server compiled this answer (epoch ms); screens show their own last-updated time. */
  generatedAt: z.number(),
  /** The place the screen shows: the whole country, a state, a region or a list of stations. */
  place: z.object({
    kind: z.enum(['country', 'state', 'region', 'stations']),
    /** The state's or region's name as stored (as asked when it is not known); null otherwise. */
    name: z.string().nullable(),
  }),
  stations: z.array(
    z.object({
      stationId: z.string(),
      name: z.string(),
      state: z.string().nullable(),
      river: z.string().nullable(),
      basin: z.string().nullable(),
      locationType: z.string().nullable(),
      /** API (rounded), DOE-WQI or MMWQI; null without a current value. */
      index: z.number().nullable(),
      /** Air: API category code (NO_DATA when not current); river: class I–V; marine: category. */
      category: z.string().nullable(),
      /** Air: the dominant pollutant codes of the current API. */
      dominant: z.array(z.string()),
      /** Time of the value shown (epoch ms), null when the station has none. */
      measuredAt: z.number().nullable(),
      /** Whether an approval at the approved level covers the value; otherwise it is provisional. */
      approved: z.boolean(),
    }),
  ),
});
export type SignageResponse = z.infer<typeof signageResponse>;
