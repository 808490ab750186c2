import { API, localDayKey } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { likePattern, offsetOf, pageOf, pageQuery } from '../../http/paging.js';

const range = { from: z.coerce.date().optional(), to: z.coerce.date().optional() };
const ACCESS_EVENTS = [
  'login_success',
  'login_failure',
  'lockout',
  'locked_attempt',
  'logout',
  'renewal_refused',
  'password_reset_requested',
  'password_reset_completed',
] as const;

/** System Administration: access_log, activity_log and the dashboard figures. */
export const logAdminRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const tags = ['admin'];

  app.route({
    ...API.adminAccessLog,
    schema: {
      tags,
      summary: 'Sign-ins, failures, lockouts and logouts',
      querystring: pageQuery.extend({ ...range, event: z.enum(ACCESS_EVENTS).optional() }),
      response: {
        200: pageOf(
          z.object({
            id: z.number(),
            at: z.date(),
            event: z.string(),
            username: z.string(),
            ip: z.string().nullable(),
            userAgent: z.string().nullable(),
            detail: z.string().nullable(),
          }),
        ),
      },
    },
    handler: async (request) => {
      const q = request.query;
      const filtered = db
        .selectFrom('accessLog')
        .$if(q.event !== undefined, (b) => b.where('event', '=', q.event!))
        .$if(q.search !== undefined, (b) => b.where('username', 'ilike', likePattern(q.search!)))
        .$if(q.from !== undefined, (b) => b.where('at', '>=', q.from!))
        .$if(q.to !== undefined, (b) => b.where('at', '<', q.to!));
      const [items, count] = await Promise.all([
        filtered
          .select(['id', 'at', 'event', 'username', 'ip', 'userAgent', 'detail'])
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .limit(q.pageSize)
          .offset(offsetOf(q))
          .execute(),
        filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return {
        items: items.map((i) => ({ ...i, id: Number(i.id) })),
        total: count.total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  });

  app.route({
    ...API.adminActivityLog,
    schema: {
      tags,
      summary: 'Every mutating action: who, what, when, before and after',
      querystring: pageQuery.extend({ ...range, entity: z.string().max(60).optional() }),
      response: {
        200: pageOf(
          z.object({
            id: z.number(),
            at: z.date(),
            username: z.string(),
            action: z.string(),
            entity: z.string(),
            entityId: z.string().nullable(),
            before: z.unknown(),
            after: z.unknown(),
            ip: z.string().nullable(),
          }),
        ),
      },
    },
    handler: async (request) => {
      const q = request.query;
      const filtered = db
        .selectFrom('activityLog')
        .$if(q.entity !== undefined, (b) => b.where('entity', '=', q.entity!))
        .$if(q.search !== undefined, (b) =>
          b.where((eb) =>
            eb.or([
              eb('username', 'ilike', likePattern(q.search!)),
              eb('action', 'ilike', likePattern(q.search!)),
            ]),
          ),
        )
        .$if(q.from !== undefined, (b) => b.where('at', '>=', q.from!))
        .$if(q.to !== undefined, (b) => b.where('at', '<', q.to!));
      const [items, count] = await Promise.all([
        filtered
          .select(['id', 'at', 'username', 'action', 'entity', 'entityId', 'before', 'after', 'ip'])
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .limit(q.pageSize)
          .offset(offsetOf(q))
          .execute(),
        filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return {
        items: items.map((i) => ({ ...i, id: Number(i.id) })),
        total: count.total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  });

  app.route({
    ...API.adminDashboard,
    schema: {
      tags,
      summary: 'Users, active sessions, and sign-ins per day over the last 14 days',
      response: {
        200: z.object({
          users: z.object({
            total: z.number(),
            active: z.number(),
            disabled: z.number(),
            locked: z.number(),
          }),
          activeSessions: z.number(),
          daily: z.array(z.object({ day: z.string(), logins: z.number(), failures: z.number() })),
        }),
      },
    },
    handler: async () => {
      const now = clock.now();
      const since = new Date(now.getTime() - 14 * 86_400_000);
      const recent = new Date(now.getTime() - 15 * 60_000);
      const [users, locked, sessions, daily] = await Promise.all([
        db
          .selectFrom('appUser')
          .select([
            sql<number>`count(*)::int`.as('total'),
            sql<number>`(count(*) filter (where is_active))::int`.as('active'),
          ])
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('loginCounter')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('lockedUntil', '>', now)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('userSession')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('endedAt', 'is', null)
          .where('lastSeenAt', '>', recent)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('accessLog')
          .select([
            sql<string>`to_char(at at time zone 'Asia/Kuala_Lumpur', 'YYYY-MM-DD')`.as('day'),
            sql<number>`(count(*) filter (where event = 'login_success'))::int`.as('logins'),
            sql<number>`(count(*) filter (where event in ('login_failure', 'lockout', 'locked_attempt')))::int`.as(
              'failures',
            ),
          ])
          .where('at', '>=', since)
          .groupBy('day')
          .orderBy('day')
          .execute(),
      ]);
      // Every one of the 14 days, quiet ones included, so the chart reads as a timeline.
      const byDay = new Map(daily.map((d) => [d.day, d]));
      const days = Array.from({ length: 14 }, (_, i) =>
        localDayKey(new Date(now.getTime() - (13 - i) * 86_400_000)),
      );
      return {
        users: {
          total: users.total,
          active: users.active,
          disabled: users.total - users.active,
          locked: locked.n,
        },
        activeSessions: sessions.n,
        daily: days.map((day) => byDay.get(day) ?? { day, logins: 0, failures: 0 }),
      };
    },
  });
};
