import {
  ALERT_MODULES,
  alertUpdateRoles,
  canUpdateAlerts,
  GROUP_OF_KIND,
  kindsOfGroup,
  MODULE_ALERT_GROUPS,
  viewableGroups,
  type AlertGroup,
  type AlertKind,
  type ModuleCode,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { createAlertEpisodesRepository } from './alert-episodes.repository.js';
import { createAlertsRepository, type AlertListQuery } from './alerts.repository.js';

type Actor = Pick<Principal, 'userId' | 'username' | 'ticked'>;
type Step = 'acknowledge' | 'assign' | 'remark' | 'close';

type AlertsRepo = ReturnType<typeof createAlertsRepository>;

/** What the alert groups read and write through. */
interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  repo: AlertsRepo;
}

/** The kinds of a module the actor may read, for one group or (management) all of them. */
function readableKinds(
  module: ModuleCode,
  group: AlertGroup | 'management' | undefined,
  ticked: readonly string[],
): AlertKind[] {
  const groups = viewableGroups(module, ticked);
  if (group && group !== 'management') {
    if (!groups.includes(group)) throw new AppError('FORBIDDEN');
    return kindsOfGroup(group);
  }
  if (groups.length === 0) throw new AppError('FORBIDDEN');
  return groups.flatMap(kindsOfGroup);
}

/** An alert the actor may read (and, with `needUpdate`, handle). */
async function loadFor(repo: AlertsRepo, id: string, actor: Actor, needUpdate: boolean) {
  const alert = orNotFound(await repo.findById(id));
  const group = GROUP_OF_KIND[alert.kind];
  // Without the SOJ session the guard has dropped the SOJ roles: an SOJ alert is not there.
  if (!viewableGroups(alert.module, actor.ticked).includes(group))
    throw new AppError(alert.module === 'SOJ' ? 'NOT_FOUND' : 'FORBIDDEN');
  if (needUpdate && !canUpdateAlerts(alert.module, group, actor.ticked))
    throw new AppError('FORBIDDEN');
  return alert;
}

/** One handling step in one transaction: the alert, its history and the activity log. */
async function step(
  { db, clock, repo }: Deps,
  id: string,
  actor: Actor,
  action: Step,
  apply: (
    alert: NonNullable<Awaited<ReturnType<AlertsRepo['findById']>>>,
  ) => Record<string, unknown> | null,
  note: string | null,
  data: object = {},
  ip?: string,
) {
  const alert = await loadFor(repo, id, actor, true);
  const changes = apply(alert);
  if (changes === null) throw new AppError('ALERT_STATE_INVALID');
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    if (Object.keys(changes).length > 0) await createAlertsRepository(trx).update(id, changes);
    await createAlertEpisodesRepository(trx).addEvents([
      {
        alertId: id,
        at: now,
        action:
          action === 'acknowledge'
            ? 'acknowledged'
            : action === 'assign'
              ? 'assigned'
              : action === 'close'
                ? 'closed'
                : 'remark',
        userId: actor.userId,
        username: actor.username,
        note,
        data,
      },
    ]);
    await recordActivity(trx, {
      actor,
      action: `alert_${action}`,
      entity: 'alert',
      entityId: id,
      at: now,
      ip: ip ?? null,
      before: { status: alert.status, assigneeName: alert.assigneeName },
      after: { ...changes, note, ...data },
    });
  });
  return { ...alert, ...changes };
}

/** Whether an alert still waits for handling. */
const isPending = (status: string) => status === 'open' || status === 'acknowledged';

/** Reading alerts: the list, one alert with its history, and who it may be assigned to. */
function createAlertReads({ clock, repo }: Deps) {
  return {
    readableKinds,

    list(
      query: Omit<AlertListQuery, 'kinds' | 'now'> & {
        group?: AlertGroup | 'management' | undefined;
      },
      actor: Actor,
    ) {
      const kinds = readableKinds(query.module, query.group, actor.ticked);
      return repo.list({ ...query, kinds, now: clock.now() });
    },

    async get(id: string, actor: Actor) {
      const alert = await loadFor(repo, id, actor, false);
      const [row, events] = await Promise.all([repo.findRow(id), repo.events(id)]);
      return {
        ...row,
        canUpdate: canUpdateAlerts(alert.module, GROUP_OF_KIND[alert.kind], actor.ticked),
        events,
      };
    },

    async assignees(id: string, actor: Actor) {
      const alert = await loadFor(repo, id, actor, false);
      return repo.usersWithRoles(alertUpdateRoles(alert.module, GROUP_OF_KIND[alert.kind]));
    },
  };
}

/** Handling an alert: acknowledge, assign, remark and close. */
function createAlertSteps(deps: Deps) {
  const { clock, repo } = deps;
  return {
    acknowledge(id: string, actor: Actor, note: string | null, ip?: string) {
      const now = clock.now();
      return step(
        deps,
        id,
        actor,
        'acknowledge',
        (a) =>
          a.status === 'open'
            ? { status: 'acknowledged', acknowledgedAt: now, acknowledgedBy: actor.username }
            : null,
        note,
        {},
        ip,
      );
    },

    async assign(id: string, actor: Actor, userId: string, note: string | null, ip?: string) {
      const alert = await loadFor(repo, id, actor, true);
      const allowed = await repo.usersWithRoles(
        alertUpdateRoles(alert.module, GROUP_OF_KIND[alert.kind]),
      );
      const user = allowed.find((u) => u.id === userId);
      if (!user) throw new AppError('ASSIGNEE_NOT_ALLOWED');
      return step(
        deps,
        id,
        actor,
        'assign',
        (a) => (isPending(a.status) ? { assigneeId: user.id, assigneeName: user.username } : null),
        note,
        { assignee: user.username },
        ip,
      );
    },

    remark(id: string, actor: Actor, note: string, ip?: string) {
      return step(deps, id, actor, 'remark', () => ({}), note, {}, ip);
    },

    close(id: string, actor: Actor, reason: string, ip?: string) {
      const now = clock.now();
      return step(
        deps,
        id,
        actor,
        'close',
        (a) =>
          isPending(a.status)
            ? { status: 'closed', closedAt: now, closedBy: actor.username, closeReason: reason }
            : null,
        reason,
        {},
        ip,
      );
    },
  };
}

/** The pending counts of the dashboard and of the header badge. */
function createAlertCounts({ clock, repo }: Deps) {
  return {
    /**
     * Spec §3 alert counts, pending only, over the modules the caller may read (each group
     * counted only where the caller holds its roles): data transmission, exceedance (PM alerts
     * included) and the NPE tiers of manual river and manual marine, then the same tiers of
     * continuous river and marine.
     */
    async counters(actor: Actor, module?: ModuleCode, stateName?: string) {
      const modules = (module ? [module] : ALERT_MODULES).filter((m) => MODULE_ALERT_GROUPS[m]);
      const rows = await repo.pendingCounts(clock.now(), modules, stateName);
      const sum = (pick: (m: ModuleCode, k: AlertKind) => boolean) =>
        rows
          .filter(
            (r) =>
              viewableGroups(r.module, actor.ticked).includes(GROUP_OF_KIND[r.kind]) &&
              pick(r.module, r.kind),
          )
          .reduce((n, r) => n + r.pending, 0);
      return {
        totalDataTransmission: { total: sum((_, k) => k === 'transmission') },
        totalExceedance: { total: sum((_, k) => GROUP_OF_KIND[k] === 'exceedance') },
        MRWQMNPE1: sum((m, k) => m === 'MRWQM' && k === 'npe1'),
        MRWQMNPE2: sum((m, k) => m === 'MRWQM' && k === 'npe2'),
        MMWQMNPE1: sum((m, k) => m === 'MMWQM' && k === 'npe1'),
        MMWQMNPE2: sum((m, k) => m === 'MMWQM' && k === 'npe2'),
        CRWQMNPE1: sum((m, k) => m === 'CRWQM' && k === 'npe1'),
        CRWQMNPE2: sum((m, k) => m === 'CRWQM' && k === 'npe2'),
        CMWQMNPE1: sum((m, k) => m === 'CMWQM' && k === 'npe1'),
        CMWQMNPE2: sum((m, k) => m === 'CMWQM' && k === 'npe2'),
      };
    },

    /** The header badge: pending and new-in-24-h alerts the caller may read, per module. */
    async badge(actor: Actor) {
      const rows = (await repo.pendingCounts(clock.now(), ALERT_MODULES)).filter((r) =>
        viewableGroups(r.module, actor.ticked).includes(GROUP_OF_KIND[r.kind]),
      );
      const modules = [...new Set(rows.map((r) => r.module))].map((m) => ({
        module: m,
        pending: rows.filter((r) => r.module === m).reduce((n, r) => n + r.pending, 0),
        recent: rows.filter((r) => r.module === m).reduce((n, r) => n + r.recent, 0),
      }));
      return {
        pending: modules.reduce((n, m) => n + m.pending, 0),
        recent: modules.reduce((n, m) => n + m.recent, 0),
        modules,
      };
    },
  };
}

/**
 * Reading and handling alerts with the role rules of spec §6: a module's alerts of a group are
 * read with its View or Update role (or the module's Alert Management roles) and handled with the
 * Update role. Every step is one transaction: the alert, its history and the activity log.
 */
export function createAlertsService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const deps: Deps = { db, clock, repo: createAlertsRepository(db) };
  return {
    ...createAlertReads(deps),
    ...createAlertSteps(deps),
    ...createAlertCounts(deps),
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
