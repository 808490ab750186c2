import { z } from 'zod';
import { VERIFICATION_LEVELS } from '../qaqc/verification.js';
import { EQR_EXPORT_FORMATS } from '../eqr/eqr-api-entries.js';
import { RIVER_CLASSES } from '../river/wqi.js';

/** Contracts of the EQR compilation (spec §2 `eqr_reporting`). */

const riverClass = z.enum([...RIVER_CLASSES, 'NA']);
export const eqrQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100) });
export type EqrQuery = z.infer<typeof eqrQuery>;
export const eqrExportQuery = eqrQuery.extend({ format: z.enum(EQR_EXPORT_FORMATS) });
export type EqrExportQuery = z.infer<typeof eqrExportQuery>;

export const eqrRiverResponse = z.object({
  module: z.string(),
  year: z.number(),
  /** The verification level the figures rest on (the lowest of the stations used), null without data. */
  dataLevel: z.enum(VERIFICATION_LEVELS).nullable(),
  stations: z.number(),
  classShares: z.array(z.object({ riverClass, stations: z.number(), percent: z.number() })),
  byBasin: z.array(
    z.object({ basin: z.string(), counts: z.record(riverClass, z.number()), stations: z.number() }),
  ),
  trend: z.array(
    z.object({ year: z.number(), meanWqi: z.number().nullable(), stations: z.number() }),
  ),
});
export type EqrRiverResponse = z.infer<typeof eqrRiverResponse>;
