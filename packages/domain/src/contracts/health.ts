import { z } from 'zod';
import { timestamp } from './common.js';

/** `GET /api2/health`: the server is up and its database answers. */
export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  time: timestamp,
});
