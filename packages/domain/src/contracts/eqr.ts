import { z } from 'zod';
import { VERIFICATION_LEVELS } from '../qaqc/verification.js';
import { EQR_EXPORT_FORMATS } from '../eqr/eqr-api-entries.js';
import { RIVER_CLASSES } from '../river/wqi.js';
import { API_CATEGORIES } from '../air/api-category.js';
import { AIR_POLLUTANTS, AVERAGING_PERIODS } from '../standards/parameters.js';
import { LOCATION_TYPES, MARINE_PARAMETERS } from '../marine/mmwqi-defaults.js';
import { MARINE_CATEGORIES } from '../marine/mmwqi.js';
import { MARINE_FAIL_BASES } from '../eqr/marine-eqr.js';

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

/** What every chapter says first: its module, year, the data level it rests on and its stations. */
const chapterHead = {
  module: z.string(),
  year: z.number(),
  dataLevel: z.enum(VERIFICATION_LEVELS).nullable(),
  stations: z.number(),
};

const apiCategory = z.enum(API_CATEGORIES);
export const eqrAirResponse = z.object({
  ...chapterHead,
  daysInYear: z.number(),
  /** Days per API class of each state (the class of its worst station that day). */
  daysByState: z.array(
    z.object({
      state: z.string(),
      stations: z.number(),
      counts: z.record(apiCategory, z.number()),
    }),
  ),
  /** Station-days per API class over every station. */
  stationDays: z.array(
    z.object({ category: apiCategory, stationDays: z.number(), percent: z.number() }),
  ),
  /** Compliance with each MAAQS limit in force (the versioned standards tables). */
  compliance: z.array(
    z.object({
      parameter: z.enum(AIR_POLLUTANTS),
      averaging: z.enum(AVERAGING_PERIODS),
      version: z.string(),
      limit: z.number(),
      unit: z.string(),
      stations: z.number(),
      judged: z.number(),
      exceeded: z.number(),
      compliancePercent: z.number(),
      stationsCompliant: z.number(),
    }),
  ),
});
export type EqrAirResponse = z.infer<typeof eqrAirResponse>;

const marineCategory = z.enum([...MARINE_CATEGORIES, 'NA']);
export const eqrMarineResponse = z.object({
  ...chapterHead,
  /** Samples (manual) or station-days (continuous) judged for the failing parameters. */
  samples: z.number(),
  /** True while the MMWQI weights and curves in force are provisional: the page says so. */
  provisionalIndex: z.boolean(),
  categoryShares: z.array(
    z.object({ category: marineCategory, stations: z.number(), percent: z.number() }),
  ),
  byLocationType: z.array(
    z.object({
      locationType: z.enum(LOCATION_TYPES).nullable(),
      counts: z.record(marineCategory, z.number()),
      stations: z.number(),
    }),
  ),
  failingParameters: z.array(
    z.object({
      parameter: z.enum(MARINE_PARAMETERS),
      basis: z.enum(MARINE_FAIL_BASES),
      judged: z.number(),
      failed: z.number(),
      percent: z.number(),
    }),
  ),
});
export type EqrMarineResponse = z.infer<typeof eqrMarineResponse>;

/** Any chapter, as the page and the exports receive it. */
export type EqrChapterResponse = EqrAirResponse | EqrRiverResponse | EqrMarineResponse;
