import { z } from 'zod';
import { ALERT_GROUPS, ALERT_KINDS, ALERT_STATUSES } from '../alerts/alert-kinds.js';
import { WORK_KINDS } from '../home/worklist.js';
import { MODULE_CODES } from '../modules.js';
import { RECORD_KINDS } from '../records/record-kinds.js';
import { timestamp } from './common.js';
import { stationInState } from './shared-fields.js';

/** One pending alert the user may handle (acknowledge, assign, close). Times are ISO 8601. */
export const homeAlert = z.object({
  id: z.string(),
  module: z.enum(MODULE_CODES),
  kind: z.enum(ALERT_KINDS),
  group: z.enum(ALERT_GROUPS),
  ...stationInState,
  parameterCode: z.string().nullable(),
  status: z.enum(ALERT_STATUSES),
  openedAt: timestamp,
});

/** A continuous station whose data is late, down or never arrived. */
export const homeTransmissionProblem = z.object({
  stationId: z.string(),
  stationName: z.string(),
  module: z.enum(MODULE_CODES),
  stateName: z.string().nullable(),
  status: z.enum(['late', 'down', 'never']),
  lastTs: timestamp.nullable(),
});

/** How many stations are in each class now (map classes: air class, river class I–V, marine category; NA = no current value). */
export const homeClassCount = z.object({ cls: z.string(), count: z.number().int() });

/** Work waiting for the user in one module, with the page where it is done. */
export const homeWork = z.object({
  kind: z.enum(WORK_KINDS),
  module: z.enum(MODULE_CODES),
  recordKind: z.enum(RECORD_KINDS).nullable(),
  count: z.number().int(),
  path: z.string(),
});

export const homeResponse = z.object({
  at: timestamp,
  /** What waits for this user (reviews, approvals, requests to decide); only kinds with work. */
  work: z.array(homeWork),
  alerts: z.object({
    /** All pending alerts the user may handle; `items` holds the newest of them. */
    total: z.number().int(),
    items: z.array(homeAlert),
    byModule: z.array(
      z.object({
        module: z.enum(MODULE_CODES),
        group: z.enum(ALERT_GROUPS),
        pending: z.number().int(),
      }),
    ),
  }),
  /** Null when the user watches no transmission (no transmission role of any module). */
  transmission: z
    .object({ watched: z.number().int(), problems: z.array(homeTransmissionProblem) })
    .nullable(),
  national: z.object({
    air: z.array(homeClassCount),
    river: z.array(homeClassCount),
    marine: z.array(homeClassCount),
  }),
});

export type HomeAlert = z.input<typeof homeAlert>;
export type HomeWork = z.infer<typeof homeWork>;
export type HomeTransmissionProblem = z.input<typeof homeTransmissionProblem>;
export type HomeClassCount = z.infer<typeof homeClassCount>;
export type HomeResponse = z.input<typeof homeResponse>;
