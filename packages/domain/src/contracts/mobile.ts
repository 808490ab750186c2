import { z } from 'zod';
import { insideDeploymentBounds } from '../mobile/deployment-rules.js';
import { pageQuery, timestamp, typedDay, typedTime } from './common.js';

/** Mobile air (spec §2 form/mcaqm_data_entry): units, deployments and their readings. */

const parameter = z.object({
  code: z.string(),
  nameEn: z.string(),
  nameMs: z.string(),
  unit: z.string().nullable(),
  decimals: z.number(),
});

/** The mobile units (MCAQM stations) with what each measures, for the pickers and the entry grid. */
export const mobileUnitsResponse = z.object({
  units: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      stateName: z.string().nullable(),
      isActive: z.boolean(),
      parameters: z.array(parameter),
    }),
  ),
});
export type MobileUnits = z.input<typeof mobileUnitsResponse>;

/** A deployment as entered: the unit, where, when (end empty while still there) and why. */
export const deploymentBody = z
  .strictObject({
    stationId: z.string().trim().min(1).max(20),
    place: z.string().trim().min(2).max(200),
    longitude: z.number().min(-180).max(180),
    latitude: z.number().min(-90).max(90),
    startsAt: timestamp,
    endsAt: timestamp.nullable(),
    reason: z.string().trim().min(3).max(500),
  })
  .refine((b) => b.endsAt === null || b.endsAt.getTime() > b.startsAt.getTime(), {
    path: ['endsAt'],
    message: 'mobile:errors.periodOrder',
  })
  .refine((b) => insideDeploymentBounds(b.longitude, b.latitude), {
    path: ['longitude'],
    message: 'mobile:errors.outsideMalaysia',
  });
export type DeploymentBody = z.infer<typeof deploymentBody>;
export type DeploymentInput = z.input<typeof deploymentBody>;

/** Deployments under way at some time of `from`–`to` (default: the last year), of one unit or all. */
export const deploymentsQuery = z.object({
  station: z.string().trim().min(1).max(20).optional(),
  from: timestamp.optional(),
  to: timestamp.optional(),
});

export const deploymentItem = z.object({
  id: z.number(),
  stationId: z.string(),
  stationName: z.string(),
  place: z.string(),
  longitude: z.number(),
  latitude: z.number(),
  startsAt: timestamp,
  endsAt: timestamp.nullable(),
  reason: z.string(),
  /** Values stored for the unit during the period, and the first and last of their times. */
  readings: z.number(),
  firstReadingAt: timestamp.nullable(),
  lastReadingAt: timestamp.nullable(),
  createdBy: z.string(),
  createdAt: timestamp,
  updatedBy: z.string().nullable(),
  updatedAt: timestamp.nullable(),
});
export type Deployment = z.input<typeof deploymentItem>;

export const deploymentsResponse = z.object({ items: z.array(deploymentItem) });
export type Deployments = z.input<typeof deploymentsResponse>;

/** Readings of a deployment, one row per time, newest first. */
export const deploymentReadingsQuery = pageQuery.omit({ search: true }).extend({
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const deploymentReadingsResponse = z.object({
  parameters: z.array(parameter),
  items: z.array(
    z.object({
      ts: timestamp,
      sources: z.array(z.string()),
      /** Parameter code → current value and validity (QUALITY.md: 1 valid … −1 invalid). */
      values: z.record(
        z.string(),
        z.object({ value: z.number().nullable(), validity: z.number() }),
      ),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type DeploymentReadings = z.input<typeof deploymentReadingsResponse>;

/** Typed rows: local date (DD/MM/YYYY) and time (spec §5 rules), values per parameter code. */
export const readingRowsBody = z.object({
  rows: z
    .array(
      z.object({
        date: typedDay,
        time: typedTime,
        values: z.record(z.string().max(20), z.number().finite().nullable()),
      }),
    )
    .min(1)
    .max(500),
});
export type ReadingRowsBody = z.input<typeof readingRowsBody>;

/** A refused row: its number as the user sees it and why, in the caller's language. */
const rowProblem = z.object({ row: z.number(), message: z.string() });

/** What storing rows did: values new, resent unchanged, resent changed; rows refused. */
export const readingsStoredResponse = z.object({
  rows: z.number(),
  accepted: z.number(),
  duplicates: z.number(),
  changed: z.number(),
  problems: z.array(rowProblem),
});
export type ReadingsStored = z.input<typeof readingsStoredResponse>;

/** A file read but not stored: what would be imported and each bad row; confirm or cancel it. */
export const importPreviewResponse = z.object({
  importId: z.number(),
  fileName: z.string(),
  columns: z.array(z.string()),
  rowsTotal: z.number(),
  goodRows: z.number(),
  problems: z.array(rowProblem),
  /** The first good rows, as they will be stored (times rounded to :00/:30). */
  preview: z.array(
    z.object({
      row: z.number(),
      ts: timestamp,
      rounded: z.boolean(),
      values: z.record(z.string(), z.number()),
    }),
  ),
});
export type ImportPreview = z.input<typeof importPreviewResponse>;

export const importConfirmResponse = readingsStoredResponse.extend({ importId: z.number() });
export type ImportConfirmed = z.input<typeof importConfirmResponse>;

export const importCancelResponse = z.object({
  importId: z.number(),
  status: z.enum(['cancelled']),
});
