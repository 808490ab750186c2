import { z } from 'zod';

/** The files a report or query exports to (spec §7). */
export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The `export` query parameter every report and query endpoint accepts (spec §7). */
export const exportFormatQuery = z.enum(EXPORT_FORMATS).optional();

/**
 * What a report or query answers with `&export=…` (spec §7 `{ downloadlink }`): the link of a
 * ready file, or null with the job to poll for a long export.
 */
export const exportStartedResponse = z.object({
  downloadlink: z.string().nullable(),
  job: z.object({ id: z.string() }).optional(),
});
export type ExportStartedResponse = z.infer<typeof exportStartedResponse>;

/** `GET /api2/exports/:id` and `GET /api2/downloads/:id`: the job. */
export const exportJobParams = z.object({ id: z.uuid() });

/** A job as its owner sees it; `progress` is 0–100, null while running without an expected row count. */
export const exportJobResponse = z.object({
  id: z.string(),
  status: z.enum(['running', 'ready', 'failed']),
  rowsDone: z.number(),
  expectedRows: z.number().nullable(),
  progress: z.number().nullable(),
  downloadlink: z.string().nullable(),
});
export type ExportJobResponse = z.infer<typeof exportJobResponse>;

/** The signed link's expiry (epoch ms) and HMAC signature. */
export const exportDownloadQuery = z.object({
  exp: z.coerce.number().int().positive(),
  sig: z.string().min(10).max(200),
});
