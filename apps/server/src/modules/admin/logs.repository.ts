import { sql, type Kysely } from 'kysely';
import type { AccessEvent, Database } from '../../db/schema/index.js';
import { containsText, likePattern, pageWithTotal, type PageQuery } from '../../http/paging.js';
import { localDay } from '../values/index.js';

interface Range {
  readonly from?: Date;
  readonly to?: Date;
}
export type AccessLogQuery = PageQuery & Range & { readonly event?: AccessEvent };
export type ActivityLogQuery = PageQuery & Range & { readonly entity?: string };

/** SQL of the access and activity logs and the dashboard figures. */
export function createLogsRepository(db: Kysely<Database>) {
  return {
    /** Sign-in events, newest first, filtered by event, user name and time. */
    accessLog: (q: AccessLogQuery) =>
      pageWithTotal(
        db
          .selectFrom('accessLog')
          .$if(q.event !== undefined, (b) => b.where('event', '=', q.event!))
          .$if(q.search !== undefined, (b) => b.where('username', 'ilike', likePattern(q.search!)))
          .$if(q.from !== undefined, (b) => b.where('at', '>=', q.from!))
          .$if(q.to !== undefined, (b) => b.where('at', '<', q.to!))
          .select(['id', 'at', 'event', 'username', 'ip', 'userAgent', 'detail']),
        q,
        (b) => b.orderBy('at', 'desc').orderBy('id', 'desc'),
      ),

    /** Mutating actions, newest first, filtered by entity, user or action, and time. */
    activityLog: (q: ActivityLogQuery) =>
      pageWithTotal(
        db
          .selectFrom('activityLog')
          .$if(q.entity !== undefined, (b) => b.where('entity', '=', q.entity!))
          .$if(q.search !== undefined, (b) =>
            b.where((eb) => containsText(eb, ['username', 'action'], q.search!)),
          )
          .$if(q.from !== undefined, (b) => b.where('at', '>=', q.from!))
          .$if(q.to !== undefined, (b) => b.where('at', '<', q.to!))
          .select([
            'id',
            'at',
            'username',
            'action',
            'entity',
            'entityId',
            'before',
            'after',
            'ip',
          ]),
        q,
        (b) => b.orderBy('at', 'desc').orderBy('id', 'desc'),
      ),

    userCounts: () =>
      db
        .selectFrom('appUser')
        .select([
          sql<number>`count(*)::int`.as('total'),
          sql<number>`(count(*) filter (where is_active))::int`.as('active'),
        ])
        .executeTakeFirstOrThrow(),

    async lockedCount(now: Date): Promise<number> {
      const row = await db
        .selectFrom('loginCounter')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('lockedUntil', '>', now)
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /** Sessions not ended and seen since `since`. */
    async liveSessionCount(since: Date): Promise<number> {
      const row = await db
        .selectFrom('userSession')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('endedAt', 'is', null)
        .where('lastSeenAt', '>', since)
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /** Sign-ins and failures per Kuala Lumpur day since `since` (days without any are absent). */
    signInsByDay: (since: Date) =>
      db
        .selectFrom('accessLog')
        .select([
          localDay('at').as('day'),
          sql<number>`(count(*) filter (where event = 'login_success'))::int`.as('logins'),
          sql<number>`(count(*) filter (where event in ('login_failure', 'lockout', 'locked_attempt')))::int`.as(
            'failures',
          ),
        ])
        .where('at', '>=', since)
        .groupBy('day')
        .orderBy('day')
        .execute(),
  };
}
