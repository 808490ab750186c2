import { z } from 'zod';
import { timestamp } from './common.js';

/** The developer status page (`/dev/serasi/local`): build, configuration (secrets hidden), database and jobs. */
export const devStatusResponse = z.object({
  build: z.object({
    version: z.string(),
    node: z.string(),
    platform: z.string(),
    startedAt: timestamp,
    uptimeSeconds: z.number(),
  }),
  /** Each setting as shown: secrets are only "set" or "not set", passwords in URLs are masked. */
  configuration: z.array(z.object({ key: z.string(), value: z.string(), secret: z.boolean() })),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    serverVersion: z.string(),
    sizeBytes: z.number().nullable(),
    migrations: z.array(z.object({ name: z.string(), executedAt: timestamp })),
  }),
  jobs: z.array(z.object({ name: z.string(), state: z.string(), detail: z.string() })),
});
export type DevStatusResponse = z.infer<typeof devStatusResponse>;
