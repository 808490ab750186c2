import { z } from 'zod';
import { INFORMATION_INDICES } from '../information/information-entries.js';

export const informationParams = z.object({ index: z.enum(INFORMATION_INDICES) });

/** Where a standard's numbers come from (its stored version). */
const standardSource = z.object({
  version: z.string(),
  effectiveFrom: z.string(),
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
