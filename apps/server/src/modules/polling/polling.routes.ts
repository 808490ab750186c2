import { API, MODULE_CODES, startOfLocalDay } from '@eqmp/domain';
import { AppError } from '../../errors.js';
import { callerModules, moduleIn } from '../../http/module-scope.js';
import { sql, type Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { offsetOf, pageOf, pageQuery } from '../../http/paging.js';
import { transmissionStatus } from './transmission-status.js';

const moduleCode = z.enum(MODULE_CODES);

/** Data polling: transmission monitoring of every continuous station, and the raw readings. */
export const pollingRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.route({
    ...API.pollingTransmission,
    schema: {
      tags: ['polling'],
      summary: "Every continuous station's last value, lateness and today's capture",
      querystring: z.object({
        module: moduleCode.optional(),
        stateId: z.coerce.number().int().positive().optional(),
      }),
      response: {
        200: z.object({
          at: z.date(),
          stations: z.array(
            z.object({
              id: z.string(),
              name: z.string(),
              module: z.string(),
              stateId: z.number().nullable(),
              stateName: z.string().nullable(),
              intervalMinutes: z.number(),
              lastTs: z.date().nullable(),
              lastReceivedAt: z.date().nullable(),
              status: z.enum(['on_time', 'late', 'down', 'never']),
              delayMs: z.number().nullable(),
              todayCapturePct: z.number().nullable(),
            }),
          ),
        }),
      },
    },
    handler: async (request) => {
      const now = clock.now();
      const dayStart = startOfLocalDay(now);
      const hoursToday = Math.max(1 / 60, (now.getTime() - dayStart.getTime()) / 3_600_000);
      const rows = await db
        .selectFrom('station')
        .leftJoin('state', 'state.id', 'station.stateId')
        .leftJoin('stationStatus', 'stationStatus.stationId', 'station.id')
        .select((eb) => [
          'station.id',
          'station.name',
          'station.module',
          'station.stateId',
          'state.name as stateName',
          'station.expectedIntervalMinutes',
          'stationStatus.lastTs',
          'stationStatus.lastReceivedAt',
          eb
            .selectFrom('stationParameter')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('stationParameter.stationId', '=', 'station.id')
            .where('stationParameter.isActive', '=', true)
            .as('parameterCount'),
          eb
            .selectFrom('readingHourly')
            .select(sql<number>`coalesce(sum(valid_count::float / expected_count), 0)`.as('v'))
            .whereRef('readingHourly.stationId', '=', 'station.id')
            .where('readingHourly.hour', '>=', dayStart)
            .as('validToday'),
        ])
        .where('station.isActive', '=', true)
        .where('station.expectedIntervalMinutes', 'is not', null)
        .where(moduleIn(sql.ref('station.module'), callerModules(request)))
        .$if(request.query.module !== undefined, (q) =>
          q.where('station.module', '=', request.query.module!),
        )
        .$if(request.query.stateId !== undefined, (q) =>
          q.where('station.stateId', '=', request.query.stateId!),
        )
        .orderBy('station.module')
        .orderBy('station.id')
        .execute();
      return {
        at: now,
        stations: rows.map((row) => {
          const interval = row.expectedIntervalMinutes!;
          // Capture per hour is valid/expected (archived hourly rows expect 1, live rows 60/interval).
          const expected = (row.parameterCount ?? 0) * hoursToday;
          return {
            id: row.id,
            name: row.name,
            module: row.module,
            stateId: row.stateId,
            stateName: row.stateName,
            intervalMinutes: interval,
            lastTs: row.lastTs,
            lastReceivedAt: row.lastReceivedAt,
            ...transmissionStatus(row.lastTs, interval, now),
            todayCapturePct:
              expected > 0 ? Math.min(100, (100 * (row.validToday ?? 0)) / expected) : null,
          };
        }),
      };
    },
  });

  app.route({
    ...API.pollingStations,
    schema: {
      tags: ['polling'],
      summary: 'Stations with the parameters they measure, for the raw-data pickers',
      response: {
        200: z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            module: z.string(),
            parameters: z.array(z.string()),
          }),
        ),
      },
    },
    handler: async (request) => {
      const rows = await db
        .selectFrom('station')
        .select((eb) => [
          'station.id',
          'station.name',
          'station.module',
          eb
            .selectFrom('stationParameter')
            .select(
              sql<string[]>`coalesce(array_agg(parameter_code order by parameter_code), '{}')`.as(
                'p',
              ),
            )
            .whereRef('stationParameter.stationId', '=', 'station.id')
            .as('parameters'),
        ])
        .where('station.isActive', '=', true)
        .where(moduleIn(sql.ref('station.module'), callerModules(request)))
        .orderBy('station.module')
        .orderBy('station.id')
        .execute();
      return rows.map((r) => ({ ...r, parameters: r.parameters ?? [] }));
    },
  });

  const rawQuery = pageQuery
    .extend({
      stationId: z.string().min(1).max(20),
      parameter: z.string().max(20).optional(),
      from: z.coerce.date(),
      to: z.coerce.date(),
    })
    .refine((q) => q.from < q.to, { message: 'errors:validation.range', path: ['to'] });

  app.route({
    ...API.pollingRaw,
    schema: {
      tags: ['polling'],
      summary: 'Raw readings of a station with their flags, current value and validity',
      querystring: rawQuery,
      response: {
        200: pageOf(
          z.object({
            parameterCode: z.string(),
            ts: z.date(),
            rawValue: z.number().nullable(),
            value: z.number().nullable(),
            validity: z.number(),
            autoFlag: z.number(),
            autoChecks: z.record(z.string(), z.number()),
            nullReason: z.string().nullable(),
            loggerFlag: z.string().nullable(),
            source: z.string(),
            receivedAt: z.date(),
            changed: z.boolean(),
          }),
        ),
      },
    },
    handler: async (request) => {
      const q = request.query;
      // Another module's station reads as unknown: its readings are not the caller's to see.
      const station = await db
        .selectFrom('station')
        .select('module')
        .where('id', '=', q.stationId)
        .executeTakeFirst();
      if (!station || !callerModules(request).includes(station.module))
        throw new AppError('NOT_FOUND');
      const base = db
        .selectFrom('reading as r')
        .leftJoin('readingState as s', (j) =>
          j
            .onRef('s.stationId', '=', 'r.stationId')
            .onRef('s.parameterCode', '=', 'r.parameterCode')
            .onRef('s.ts', '=', 'r.ts'),
        )
        .where('r.stationId', '=', q.stationId)
        .where('r.ts', '>=', q.from)
        .where('r.ts', '<', q.to)
        .$if(q.parameter !== undefined, (b) => b.where('r.parameterCode', '=', q.parameter!));
      const [items, count] = await Promise.all([
        base
          .select([
            'r.parameterCode',
            'r.ts',
            'r.value as rawValue',
            sql<number | null>`coalesce(s.value, r.value)`.as('value'),
            sql<number>`coalesce(s.validity, r.auto_validity)`.as('validity'),
            'r.autoFlag',
            'r.autoChecks',
            sql<string | null>`coalesce(s.null_reason, r.auto_null_reason)`.as('nullReason'),
            'r.loggerFlag',
            'r.source',
            'r.receivedAt',
            sql<boolean>`s.station_id is not null`.as('changed'),
          ])
          .orderBy('r.ts', 'desc')
          .orderBy('r.parameterCode')
          .limit(q.pageSize)
          .offset(offsetOf(q))
          .execute(),
        base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return { items, total: count.total, page: q.page, pageSize: q.pageSize };
    },
  });
};
