import { z } from 'zod';
import { tarballThresholdProblems } from '../reports/tarball.js';
import { calendarDay, timestamp } from './common.js';
import { newStandardVersionFields, standardVersionFields } from './shared-fields.js';

const thresholds = z.strictObject({
  light: z.number(),
  moderate: z.number(),
  heavy: z.number(),
});

/** A new version of the tar-ball classes: label, first local day, citation, and the three bounds. */
export const tarballVersionBody = z.strictObject({
  ...newStandardVersionFields,
  provisional: z.boolean().default(false),
  thresholds: thresholds.superRefine((t, ctx) => {
    for (const problem of tarballThresholdProblems(t))
      ctx.addIssue({ code: 'custom', message: `calculators:tarball.problem.${problem}` });
  }),
});
export type TarballVersionBody = z.input<typeof tarballVersionBody>;

export const tarballVersionItem = z.object({
  ...standardVersionFields,
  provisional: z.boolean(),
  thresholds,
  createdAt: timestamp,
  createdBy: z.string(),
  /** Whether the tar-ball report classes today's surveys with this version. */
  inForce: z.boolean(),
});
export type TarballVersion = z.input<typeof tarballVersionItem>;

/** Every version, oldest first, with the local day "in force" refers to. */
export const tarballVersionsResponse = z.object({
  today: calendarDay,
  items: z.array(tarballVersionItem),
});
export type TarballVersions = z.input<typeof tarballVersionsResponse>;
