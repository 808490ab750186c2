import { z } from 'zod';
import { instantText } from './common.js';

/** Contracts of station data posted with the station's own key (`Authorization: Station <key>`). */

/** Most readings one request may carry; a logger sends the rest in the next batch. */
export const INGEST_MAX_BATCH = 5000;

/** A time with its offset, e.g. `2026-01-15T08:00:00+08:00`. */
const instantWithOffset = instantText;

/**
 * One reading. Items are checked one by one after the batch is read (`readings` is a list of
 * anything), so one bad reading never costs the good ones: each is reported with its index.
 */
export const readingItem = z.object({
  parameter: z.string().min(1).max(20),
  ts: instantWithOffset,
  value: z.number().finite().nullable(),
  flag: z.string().max(4).nullable().optional(),
});

export const ingestReadingsBody = z.object({
  station_id: z.string().min(1).max(20),
  readings: z.array(z.unknown()).min(1).max(INGEST_MAX_BATCH, 'errors:ingest.batchTooLarge'),
});

export const ingestReadingsResponse = z.object({
  accepted: z.number(),
  duplicates: z.number(),
  changed: z.number(),
  rejected: z.array(z.object({ index: z.number(), message: z.string() })),
});

/** Most position fixes one request may carry. */
export const POSITIONS_MAX_BATCH = 5000;

/** One position fix of a mobile unit; checked one by one like readings. */
export const positionItem = z.object({
  ts: instantWithOffset,
  longitude: z.number().min(-180).max(180),
  latitude: z.number().min(-90).max(90),
});

export const ingestPositionsBody = z.object({
  items: z.array(z.unknown()).min(1).max(POSITIONS_MAX_BATCH, 'errors:maps.position.batchTooLarge'),
});
