import {
  PENDING_STATUSES,
  type AlertKind,
  type AlertStatus,
  type ModuleCode,
  DAY_MS,
} from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { likePattern } from '../../http/paging.js';

/** The filters of an alert list. `kinds` is already narrowed to what the caller may read. */
export interface AlertListQuery {
  readonly module: ModuleCode;
  readonly kinds: readonly AlertKind[];
  readonly scope: 'new24h' | 'pending' | 'records';
  readonly now: Date;
  readonly status?: AlertStatus | undefined;
  readonly kind?: AlertKind | undefined;
  readonly stateId?: number | undefined;
  readonly from?: Date | undefined;
  readonly to?: Date | undefined;
  readonly search?: string | undefined;
  readonly limit: number;
  readonly offset: number;
}

/** An alert as lists and the history drawer show it: its fields with station, state and parameter names. */
const ROW_COLUMNS = [
  'alert.id',
  'alert.kind',
  'alert.module',
  'alert.stationId',
  'station.name as stationName',
  'alert.stateId',
  'state.name as stateName',
  'alert.parameterCode',
  'parameter.nameEn as parameterNameEn',
  'parameter.nameMs as parameterNameMs',
  'alert.averaging',
  'alert.status',
  'alert.value',
  'alert.peakValue',
  'alert.limitValue',
  'alert.unit',
  'alert.standardVersion',
  'alert.detail',
  'alert.valueAt',
  'alert.openedAt',
  'alert.lastSeenAt',
  'alert.conditionEndedAt',
  'alert.acknowledgedAt',
  'alert.acknowledgedBy',
  'alert.assigneeId',
  'alert.assigneeName',
  'alert.closedAt',
  'alert.closedBy',
  'alert.closeReason',
] as const;

/** Alerts with their station, state and parameter joined, for selecting `ROW_COLUMNS`. */
function alertsWithNames(db: Kysely<Database>) {
  return db
    .selectFrom('alert')
    .innerJoin('station', 'station.id', 'alert.stationId')
    .leftJoin('state', 'state.id', 'alert.stateId')
    .leftJoin('parameter', 'parameter.code', 'alert.parameterCode');
}

/** The alerts a list query matches, before counting or paging. */
function alertsMatching(db: Kysely<Database>, q: AlertListQuery) {
  return alertsWithNames(db)
    .where('alert.module', '=', q.module)
    .where('alert.kind', 'in', q.kind ? [q.kind].filter((k) => q.kinds.includes(k)) : [...q.kinds])
    .$if(q.scope === 'new24h', (w) =>
      w.where('alert.openedAt', '>=', new Date(q.now.getTime() - DAY_MS)),
    )
    .$if(q.scope === 'pending', (w) => w.where('alert.status', 'in', [...PENDING_STATUSES]))
    .$if(q.status !== undefined, (w) => w.where('alert.status', '=', q.status!))
    .$if(q.stateId !== undefined, (w) => w.where('alert.stateId', '=', q.stateId!))
    .$if(q.from !== undefined, (w) => w.where('alert.openedAt', '>=', q.from!))
    .$if(q.to !== undefined, (w) => w.where('alert.openedAt', '<', q.to!))
    .$if(!!q.search, (w) =>
      w.where((eb) =>
        eb.or([
          eb('alert.stationId', 'ilike', likePattern(q.search!)),
          eb('station.name', 'ilike', likePattern(q.search!)),
          eb('alert.parameterCode', 'ilike', likePattern(q.search!)),
          eb('parameter.nameEn', 'ilike', likePattern(q.search!)),
        ]),
      ),
    );
}

/** SQL only: reading alerts, their history, counts and the users who may handle them. */
export function createAlertsRepository(db: Kysely<Database>) {
  return {
    async list(q: AlertListQuery) {
      const filtered = alertsMatching(db, q);
      const total = await filtered
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      if (q.kinds.length === 0) return { items: [], total: 0 };
      const items = await filtered
        .select(ROW_COLUMNS)
        .orderBy('alert.openedAt', 'desc')
        .orderBy('alert.id', 'desc')
        .limit(q.limit)
        .offset(q.offset)
        .execute();
      return { items, total: total.n };
    },

    /** Writes an officer's step on the alert (status, assignee, closing). */
    async update(id: string, changes: Record<string, unknown>) {
      await db.updateTable('alert').set(changes).where('id', '=', id).execute();
    },

    findById(id: string) {
      return db.selectFrom('alert').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** One alert with its names, as a list row. */
    findRow(id: string) {
      return alertsWithNames(db)
        .select(ROW_COLUMNS)
        .where('alert.id', '=', id)
        .executeTakeFirstOrThrow();
    },

    events(alertId: string) {
      return db
        .selectFrom('alertEvent')
        .select(['id', 'at', 'action', 'username', 'note', 'data'])
        .where('alertId', '=', alertId)
        .orderBy('id')
        .execute();
    },

    /** Pending (and opened in the last 24 h) counts per module and kind, optionally of one state (by name). */
    async pendingCounts(now: Date, modules: readonly ModuleCode[], stateName?: string) {
      if (modules.length === 0) return [];
      return db
        .selectFrom('alert')
        .leftJoin('state', 'state.id', 'alert.stateId')
        .select([
          'alert.module',
          'alert.kind',
          sql<number>`count(*)::int`.as('pending'),
          sql<number>`(count(*) filter (where alert.opened_at >= ${new Date(now.getTime() - DAY_MS)}))::int`.as(
            'recent',
          ),
        ])
        .where('alert.status', 'in', [...PENDING_STATUSES])
        .where('alert.module', 'in', [...modules])
        .$if(stateName !== undefined, (w) => w.where('state.name', '=', stateName!))
        .groupBy(['alert.module', 'alert.kind'])
        .execute();
    },

    /** Active users holding any of these role names (ticked themselves or through a role template). */
    usersWithRoles(roles: readonly string[]) {
      return db
        .selectFrom('appUser')
        .select(['appUser.id', 'appUser.username', 'appUser.fullName'])
        .where('appUser.isActive', '=', true)
        .where((eb) =>
          eb.or([
            eb.exists(
              eb
                .selectFrom('userFunction')
                .select('userFunction.userId')
                .whereRef('userFunction.userId', '=', 'appUser.id')
                .where('userFunction.roleName', 'in', [...roles]),
            ),
            eb.exists(
              eb
                .selectFrom('userRoleTemplate')
                .innerJoin(
                  'roleTemplateFunction',
                  'roleTemplateFunction.templateId',
                  'userRoleTemplate.templateId',
                )
                .select('userRoleTemplate.userId')
                .whereRef('userRoleTemplate.userId', '=', 'appUser.id')
                .where('roleTemplateFunction.roleName', 'in', [...roles]),
            ),
          ]),
        )
        .orderBy('appUser.username')
        .execute();
    },
  };
}
