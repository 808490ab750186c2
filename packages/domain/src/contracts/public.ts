import { z } from 'zod';
import { INFORMATION_INDICES } from '../information/information-indices.js';
import { PUBLIC_WATER_MEDIA } from '../public-portal/public-portal-entries.js';
import { calendarDay } from './common.js';

export const informationParams = z.object({ index: z.enum(INFORMATION_INDICES) });

/** Where a standard's numbers come from (its stored version). */
const standardSource = z.object({
  version: z.string(),
  effectiveFrom: calendarDay,
  source: z.string(),
  confidence: z.string(),
});

const segment = z.object({
  cLow: z.number(),
  cHigh: z.number(),
  iLow: z.number(),
  iHigh: z.number(),
});

/** The standards in force behind one index, read from the versioned standards tables. */
export const informationResponse = z.discriminatedUnion('index', [
  z.object({
    index: z.literal('apims'),
    bands: z.array(z.object({ category: z.string(), min: z.number(), advice: z.string() })),
    emergencyAbove: z.number(),
    tables: z.array(
      standardSource.extend({
        parameter: z.string(),
        averaging: z.string(),
        unit: z.string(),
        segments: z.array(segment),
      }),
    ),
  }),
  z.object({
    index: z.literal('rqims'),
    standard: standardSource,
    weights: z.array(z.object({ parameter: z.string(), weight: z.number() })),
    classes: z.array(
      z.object({ riverClass: z.string(), min: z.number().nullable(), inclusive: z.boolean() }),
    ),
    statuses: z.array(z.object({ status: z.string(), min: z.number().nullable() })),
  }),
  z.object({
    index: z.literal('mqims'),
    categories: z.array(z.object({ category: z.string(), min: z.number().nullable() })),
    sets: z.array(
      standardSource.extend({
        locationType: z.string(),
        provisional: z.boolean(),
        weights: z.array(z.object({ parameter: z.string(), weight: z.number() })),
      }),
    ),
  }),
]);

export type InformationResponse = z.infer<typeof informationResponse>;

export const publicWaterParams = z.object({ medium: z.enum(PUBLIC_WATER_MEDIA) });

/**
 * The latest class of each active station of a water medium (public fields only). `approved` is
 * true only when an approval range at the approved level covers the station's latest time;
 * otherwise the value is provisional.
 */
export const publicWaterResponse = z.object({
  medium: z.enum(PUBLIC_WATER_MEDIA),
  stations: z.array(
    z.object({
      stationId: z.string(),
      name: z.string(),
      state: z.string().nullable(),
      basin: z.string().nullable(),
      river: z.string().nullable(),
      locationType: z.string().nullable(),
      index: z.number().nullable(),
      /** River class I–V or marine category; null when there is no current value. */
      category: z.string().nullable(),
      lastUpdate: z.number().nullable(),
      approved: z.boolean(),
    }),
  ),
});
export type PublicWaterResponse = z.infer<typeof publicWaterResponse>;

/** One station's history for one year (CSV download); the year in Malaysia's calendar. */
export const publicHistoryParams = z.object({
  stationId: z.string().min(1).max(40),
  year: z.coerce.number().int().min(2000).max(2100),
});
export type PublicHistoryParams = z.infer<typeof publicHistoryParams>;

export const publicAirLast24hParams = z.object({ stationId: z.string().min(1).max(40) });

/** The hourly API of one public air station over the last 24 hours, each hour provisional or approved. */
export const publicAirLast24hResponse = z.object({
  stationId: z.string(),
  hours: z.array(
    z.object({
      hour: z.number(),
      api: z.number().nullable(),
      category: z.string(),
      dominant: z.array(z.string()),
      approved: z.boolean(),
    }),
  ),
});
export type PublicAirLast24hResponse = z.infer<typeof publicAirLast24hResponse>;
