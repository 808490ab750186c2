import { periodsOverlap, type DeploymentBody, DAY_MS } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import {
  createDeploymentsRepository,
  type DeploymentRow,
  type DeploymentValues,
} from './deployments.repository.js';

/** The longest range one list covers (a map period, a page of the entry form). */
const MAX_RANGE_DAYS = 3 * 366;

/** Who acts, for the activity log. */
export interface Actor {
  readonly principal: Principal;
  readonly ip: string;
}

type Repo = ReturnType<typeof createDeploymentsRepository>;

async function getDeployment(repo: Repo, id: number): Promise<DeploymentRow> {
  return orNotFound((await repo.deployments({ id }))[0], 'mobile:errors.notFound');
}

/** In one transaction: lock the unit, refuse an overlap, write, log. Answers the id. */
async function save(
  { db, clock, repo }: { db: Kysely<Database>; clock: Clock; repo: Repo },
  actor: Actor,
  body: DeploymentBody,
  existing: DeploymentRow | null,
) {
  const now = clock.now();
  return db.transaction().execute(async (trx) => {
    const unit = await repo.lockUnit(trx, body.stationId);
    if (!unit || unit.module !== 'MCAQM' || (!unit.isActive && existing === null))
      throw new AppError('REFERENCE_INVALID', {
        messageKey: 'mobile:errors.notUnit',
        values: { station: body.stationId },
      });
    const others = await repo.periodsOf(trx, body.stationId);
    const period = { startsAt: body.startsAt.getTime(), endsAt: body.endsAt?.getTime() ?? null };
    const clash = others.find(
      (o) =>
        o.id !== existing?.id &&
        periodsOverlap(period, {
          startsAt: o.startsAt.getTime(),
          endsAt: o.endsAt?.getTime() ?? null,
        }),
    );
    if (clash)
      throw new AppError('CONFLICT', {
        messageKey: 'mobile:errors.overlap',
        values: { place: clash.place },
      });
    const values: DeploymentValues = {
      stationId: body.stationId,
      place: body.place,
      longitude: body.longitude,
      latitude: body.latitude,
      startsAt: body.startsAt,
      endsAt: body.endsAt,
      reason: body.reason,
    };
    const by = actor.principal.username;
    const id = existing
      ? await repo.update(trx, existing.id, values, by, now)
      : await repo.insert(trx, values, by, now);
    const describe = (d: typeof values) => ({
      ...d,
      startsAt: d.startsAt.toISOString(),
      endsAt: d.endsAt?.toISOString() ?? null,
    });
    await recordActivity(trx, {
      actor: actor.principal,
      action: existing ? 'update' : 'create',
      entity: 'mobile_deployment',
      entityId: id,
      ...(existing ? { before: describe(existing) } : {}),
      after: describe(values),
      ip: actor.ip,
      at: now,
    });
    return id;
  });
}

/**
 * Deployments of the mobile air units: where a unit stood, when and why. A unit is in one place
 * at a time, so periods of one unit never overlap; the check runs under a lock on the unit's
 * station row, so two officers saving at once cannot both succeed. Every change is audited.
 */
export function createDeploymentsService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const repo = createDeploymentsRepository(db);
  const get = (id: number) => getDeployment(repo, id);
  const deps = { db, clock, repo };

  return {
    get,
    units: () => repo.units(),

    async list(query: { station?: string; from?: Date; to?: Date }) {
      const to = query.to ?? new Date(clock.now().getTime() + 366 * DAY_MS);
      const from = query.from ?? new Date(clock.now().getTime() - 366 * DAY_MS);
      if (from >= to || to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS)
        throw new AppError('BAD_REQUEST', {
          messageKey: 'mobile:errors.range',
          values: { days: MAX_RANGE_DAYS },
        });
      return repo.deployments({
        from,
        to,
        ...(query.station === undefined ? {} : { stationId: query.station }),
      });
    },

    async create(actor: Actor, body: DeploymentBody) {
      return get(await save(deps, actor, body, null));
    },

    async update(actor: Actor, id: number, body: DeploymentBody) {
      const existing = await get(id);
      if (existing.stationId !== body.stationId)
        throw new AppError('BAD_REQUEST', { messageKey: 'mobile:errors.unitFixed' });
      return get(await save(deps, actor, body, existing));
    },

    async readings(id: number, page: number, pageSize: number) {
      const deployment = await get(id);
      const units = await repo.units();
      const parameters = units.find((u) => u.id === deployment.stationId)?.parameters ?? [];
      const { total, values } = await repo.readingsPage(
        deployment.stationId,
        deployment,
        page,
        pageSize,
      );
      const byTime = new Map<
        number,
        {
          ts: Date;
          sources: Set<string>;
          values: Record<string, { value: number | null; validity: number }>;
        }
      >();
      for (const v of values) {
        const key = v.ts.getTime();
        const entry = byTime.get(key) ?? { ts: v.ts, sources: new Set<string>(), values: {} };
        entry.sources.add(v.source);
        entry.values[v.parameterCode] = { value: v.value, validity: v.validity };
        byTime.set(key, entry);
      }
      return {
        parameters,
        items: [...byTime.values()].map((e) => ({ ...e, sources: [...e.sources].sort() })),
        total,
        page,
        pageSize,
      };
    },
  };
}

export type DeploymentsService = ReturnType<typeof createDeploymentsService>;
