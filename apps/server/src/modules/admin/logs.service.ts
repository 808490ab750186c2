import { localDayKey, DAY_MS } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import {
  createLogsRepository,
  type AccessLogQuery,
  type ActivityLogQuery,
} from './logs.repository.js';

/** The dashboard's chart covers this many days, today included. */
const DASHBOARD_DAYS = 14;
/** A session seen within this long counts as active on the dashboard (the token's lifetime). */
const ACTIVE_SESSION_MS = 15 * 60_000;

/** The access and activity logs, paged, and the administration dashboard's figures. */
export function createLogsService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const repo = createLogsRepository(db);
  const page = async <T extends { id: string | number }>(
    q: { page: number; pageSize: number },
    found: Promise<{ items: T[]; total: number }>,
  ) => {
    const { items, total } = await found;
    return {
      items: items.map((i) => ({ ...i, id: Number(i.id) })),
      total,
      page: q.page,
      pageSize: q.pageSize,
    };
  };

  return {
    accessLog: (q: AccessLogQuery) => page(q, repo.accessLog(q)),
    activityLog: (q: ActivityLogQuery) => page(q, repo.activityLog(q)),

    async dashboard() {
      const now = clock.now();
      const [users, locked, activeSessions, daily] = await Promise.all([
        repo.userCounts(),
        repo.lockedCount(now),
        repo.liveSessionCount(new Date(now.getTime() - ACTIVE_SESSION_MS)),
        repo.signInsByDay(new Date(now.getTime() - DASHBOARD_DAYS * DAY_MS)),
      ]);
      // Every one of the days, quiet ones included, so the chart reads as a timeline.
      const byDay = new Map(daily.map((d) => [d.day, d]));
      const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) =>
        localDayKey(new Date(now.getTime() - (DASHBOARD_DAYS - 1 - i) * DAY_MS)),
      );
      return {
        users: {
          total: users.total,
          active: users.active,
          disabled: users.total - users.active,
          locked,
        },
        activeSessions,
        daily: days.map((day) => byDay.get(day) ?? { day, logins: 0, failures: 0 }),
      };
    },
  };
}

export type LogsService = ReturnType<typeof createLogsService>;
