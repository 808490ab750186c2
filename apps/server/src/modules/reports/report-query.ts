import { DATA_LEVELS, exportFormatQuery, REPORT_STATISTICS } from '@eqmp/domain';
import { z } from 'zod';

const list = (item: z.ZodString) =>
  z.string().max(4000).transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean)).pipe(z.array(item).max(200));

/**
 * The query string every report accepts (the URL the page shares); which fields a report needs
 * is checked against its definition by `requireFields`. Dates are Kuala Lumpur calendar dates.
 */
export const reportQuerySchema = z
  .object({
    station: list(z.string().min(1).max(40)).optional(),
    parameter: list(z.string().min(1).max(40)).optional(),
    state: z.coerce.number().int().positive().optional(),
    date: z.iso.date().optional(),
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/).optional(),
    year: z.coerce.number().int().min(1990).max(2100).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    statistic: z.enum(REPORT_STATISTICS).default('average'),
    basis: z.enum(['hour', 'day']).default('hour'),
    /** Yearly report: the chosen parameter's statistic (`value`) or the stations per index class (`classification`). */
    dimension: z.enum(['value', 'classification']).default('value'),
    caseID: z.string().min(1).max(60).optional(),
    level: z.enum(DATA_LEVELS).default('validated'),
    export: exportFormatQuery,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'errors:validation.range', path: ['to'] });

export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** Longest from–to range of a report, in days (a longer one is narrowed or exported by query). */
export const MAX_RANGE_DAYS = 366;
