import { API, DATA_CAPTURE_TARGET_PERCENT, MODULE_CODES, SYSTEM_UPTIME_TARGET_PERCENT } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerModules } from '../../http/module-scope.js';
import { MAX_RANGE_DAYS } from './kpi-periods.js';
import type { createKpiService } from './kpi.service.js';

const DAY_MS = 86_400_000;
const localDate = z.iso.date();
const filters = { module: z.enum(MODULE_CODES).optional(), stateId: z.coerce.number().int().positive().optional() };
const target = (fallback: number) => z.coerce.number().min(0).max(100).default(fallback);
const pct = z.number().nullable();
const uptime = { upHours: z.number(), expectedHours: z.number(), uptimePct: pct };
const byBucket = z.array(z.object({ bucket: z.string(), ...uptime }));

const systemQuery = z
  .object({ period: z.enum(['day', 'month']).default('day'), from: localDate.optional(), to: localDate.optional(), target: target(SYSTEM_UPTIME_TARGET_PERCENT), ...filters })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'errors:validation.range', path: ['to'] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) < MAX_RANGE_DAYS[q.period] * DAY_MS, { message: 'kpi:errors.rangeTooLong', path: ['to'] });

/** KPI reports (spec §2 More → kpi_report): system uptime and data capture, with the states to filter by. */
export const kpiRoutes: FastifyPluginAsyncZod<{ kpi: ReturnType<typeof createKpiService> }> = async (app, { kpi }) => {
  const tags = ['kpi'];

  app.route({
    ...API.kpiStates,
    schema: { tags, summary: 'States that have a continuous station', response: { 200: z.array(z.object({ id: z.number(), name: z.string() })) } },
    handler: async () => kpi.states(),
  });

  app.route({
    ...API.kpiSystem,
    schema: {
      tags,
      summary: 'Polling uptime per station and module, by local day or month',
      description: 'Uptime = hours with data (a rollup of any parameter with count > 0) ÷ ended hours of the range, for active continuous stations. `from` and `to` are local dates, both included; by default the last 30 days (day) or 12 months (month).',
      querystring: systemQuery,
      response: {
        200: z.object({
          period: z.enum(['day', 'month']), from: z.string(), to: z.string(), target: z.number(), buckets: z.array(z.string()),
          stations: z.array(z.object({ id: z.string(), name: z.string(), module: z.string(), stateId: z.number().nullable(), stateName: z.string().nullable(), ...uptime, meetsTarget: z.boolean().nullable(), byBucket })),
          modules: z.array(z.object({ module: z.string(), stations: z.number(), ...uptime, byBucket })),
        }),
      },
    },
    handler: async (request) => kpi.system({ ...request.query, modules: callerModules(request) }),
  });

  app.route({
    ...API.kpiData,
    schema: {
      tags,
      summary: 'Data capture per station × parameter in a month, against a target',
      description: 'Each hour captures valid_count ÷ expected_count (at most 1); the month is the mean over its ended hours (a missing hour is 0). `captureAllPct` counts every loss; `captureExclCalPct` leaves calibration and maintenance out. `basis` (default excl_cal) is the one judged against `target`.',
      querystring: z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/).optional(), target: target(DATA_CAPTURE_TARGET_PERCENT), basis: z.enum(['all', 'excl_cal']).default('excl_cal'), ...filters }),
      response: {
        200: z.object({
          month: z.string(), hours: z.number(), target: z.number(), basis: z.enum(['all', 'excl_cal']),
          rows: z.array(z.object({
            stationId: z.string(), stationName: z.string(), module: z.string(), stateId: z.number().nullable(), stateName: z.string().nullable(), parameterCode: z.string(),
            calibrationHours: z.number(), captureAllPct: pct, captureExclCalPct: pct, meetsTarget: z.boolean().nullable(),
          })),
        }),
      },
    },
    handler: async (request) => kpi.data({ ...request.query, modules: callerModules(request) }),
  });
};
