import type { z } from 'zod';
import { randomUUID } from 'node:crypto';
import {
  CONFIDENCES,
  DEFAULT_API_TABLES,
  localDayKey,
  type Confidence,
  type BreakpointVersionBody,
  type IndexVersionBody,
  type LimitVersionBody,
  type Pm25Variant,
  type standardsOverview,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import {
  apiTablesInForce,
  limitIdsInForce,
  marineSetsInForce,
  wqiInForce,
} from './standards-in-force.js';
import {
  createStandardsRepository,
  standardsWrites,
  type StoredLimitRow,
} from './standards.repository.js';

/** The overview as the service builds it (instants as `Date`); the route encodes it. */
type Overview = z.output<typeof standardsOverview>;

/** Who made a change, for the activity log. */
export interface Actor {
  readonly principal: Principal | null;
  readonly ip: string;
}

const versionTaken = () =>
  new AppError('NAME_TAKEN', { messageKey: 'errors:calculators.versionTaken' });
const dateTaken = () =>
  new AppError('CONFLICT', { messageKey: 'errors:calculators.effectiveDateTaken' });
/** Two admins adding the same label at once: the unique index refuses the second (23505). */
const uniqueLabel = (err: unknown): never => {
  throw (err as { code?: unknown })?.code === '23505' ? versionTaken() : err;
};
/** The weakest confidence of a group (CONFIDENCES runs from strongest to weakest). */
const weakest = (values: readonly Confidence[]): Confidence =>
  CONFIDENCES[Math.max(0, ...values.map((v) => CONFIDENCES.indexOf(v)))] ?? 'UNVERIFIED';

function groupLimits(
  rows: readonly StoredLimitRow[],
  inForce: ReadonlySet<string>,
): Overview['limits'] {
  const groups = new Map<string, StoredLimitRow[]>();
  for (const row of rows)
    groups.set(`${row.scheme}|${row.version}`, [
      ...(groups.get(`${row.scheme}|${row.version}`) ?? []),
      row,
    ]);
  return [...groups.entries()].map(([id, members]) => {
    const first = members[0]!;
    return {
      id,
      scheme: first.scheme,
      version: first.version,
      effectiveFrom: first.effectiveFrom,
      source: first.source,
      confidence: weakest(members.map((m) => m.confidence)),
      createdAt: first.createdAt,
      createdBy: first.createdBy,
      provisional: members.some((m) => m.provisional === true),
      inForce: members.some((m) => inForce.has(m.id)),
      rows: members.map((m) => ({
        id: m.id,
        parameter: m.parameter,
        averaging: m.averaging ?? null,
        stationClass: m.stationClass ?? null,
        unit: m.unit,
        min: m.min,
        max: m.max,
        confidence: m.confidence,
        inForce: inForce.has(m.id),
      })),
    };
  });
}

/** What the standards service reads and writes through. */
interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  repo: ReturnType<typeof createStandardsRepository>;
}

/** Every version with whether it is in force today, and the PM2.5 table chosen. */
async function readOverview({ clock, repo }: Deps): Promise<Overview> {
  const now = clock.now();
  const [breakpoints, limits, indices, pm25Table] = await Promise.all([
    repo.breakpointTables(),
    repo.limitRows(),
    repo.indexDefinitions(),
    repo.pm25Variant(),
  ]);
  const apiIds = new Set(
    Object.values(apiTablesInForce(breakpoints, pm25Table, now)).map((t) => t.id),
  );
  const indexIds = new Set([
    wqiInForce(indices, now).meta.id,
    ...Object.values(marineSetsInForce(indices, now)).map((s) => s.id),
  ]);
  return {
    today: localDayKey(now),
    pm25Table,
    breakpoints: breakpoints.map((t) => ({
      ...t,
      segments: [...t.segments],
      inForce: apiIds.has(t.id),
    })),
    limits: groupLimits(limits, limitIdsInForce(limits, now)),
    indices: indices.map((d) => ({
      ...d,
      data: d.data as Record<string, unknown>,
      inForce: indexIds.has(d.id),
    })),
  };
}

/** Notes a change in the activity log. */
const log = (
  clock: Clock,
  trx: Kysely<Database>,
  actor: Actor,
  entry: { action: string; entity: string; entityId: string; before?: object; after: object },
) => recordActivity(trx, { ...entry, actor: actor.principal, ip: actor.ip, at: clock.now() });

/** New API breakpoint versions and the PM2.5 table choice. */
function createApiVersions(deps: Deps) {
  const { db, clock, repo } = deps;
  return {
    async addBreakpointVersion(actor: Actor, body: BreakpointVersionBody) {
      const existing = (await repo.breakpointTables()).filter(
        (t) => t.parameter === body.parameter,
      );
      if (existing.some((t) => t.version.toLowerCase() === body.version.toLowerCase()))
        throw versionTaken();
      const overlaps = (v: Pm25Variant | null) =>
        v === null || body.variant === null || v === body.variant;
      if (existing.some((t) => t.effectiveFrom === body.effectiveFrom && overlaps(t.variant)))
        throw dateTaken();
      const { averaging, unit } = DEFAULT_API_TABLES[body.parameter];
      const id = `api-${body.parameter.toLowerCase()}-${randomUUID()}`;
      await db
        .transaction()
        .execute(async (trx) => {
          await standardsWrites.insertBreakpointTables(
            trx,
            [{ ...body, id, averaging, unit, createdBy: actor.principal?.username ?? 'system' }],
            clock.now(),
          );
          await log(clock, trx, actor, {
            action: 'create',
            entity: 'api_breakpoint_version',
            entityId: id,
            after: body,
          });
        })
        .catch(uniqueLabel);
      return (await readOverview(deps)).breakpoints.find((t) => t.id === id)!;
    },

    async setPm25Variant(actor: Actor, variant: Pm25Variant) {
      const before = await repo.pm25Variant();
      await db.transaction().execute(async (trx) => {
        await standardsWrites.setPm25Variant(trx, variant, clock.now());
        await log(clock, trx, actor, {
          action: 'update',
          entity: 'pm25_breakpoint_choice',
          entityId: 'PM25',
          before: { variant: before },
          after: { variant },
        });
      });
      return readOverview(deps);
    },
  };
}

/** New versions of the standard limits and of the water quality indices. */
function createLimitAndIndexVersions(deps: Deps) {
  const { db, clock, repo } = deps;
  return {
    async addLimitVersion(actor: Actor, body: LimitVersionBody) {
      const existing = (await repo.limitRows()).filter((r) => r.scheme === body.scheme);
      if (existing.some((r) => r.version.toLowerCase() === body.version.toLowerCase()))
        throw versionTaken();
      const key = (r: {
        parameter: string;
        averaging?: string | null;
        stationClass?: string | null;
      }) => `${r.parameter}|${r.averaging ?? ''}|${r.stationClass ?? ''}`;
      const taken = new Set(
        existing.filter((r) => r.effectiveFrom === body.effectiveFrom).map(key),
      );
      if (body.rows.some((r) => taken.has(key(r)))) throw dateTaken();
      const { rows, ...version } = body;
      const createdBy = actor.principal?.username ?? 'system';
      const stored = rows.map(({ averaging, stationClass, ...r }) => ({
        ...version,
        ...r,
        id: `${body.scheme.toLowerCase()}-${randomUUID()}`,
        createdBy,
        ...(averaging === null ? {} : { averaging }),
        ...(stationClass === null ? {} : { stationClass }),
      }));
      await db.transaction().execute(async (trx) => {
        await standardsWrites.insertLimitRows(trx, stored, clock.now());
        await log(clock, trx, actor, {
          action: 'create',
          entity: 'standard_limit_version',
          entityId: `${body.scheme}|${body.version}`,
          after: body,
        });
      });
      return (await readOverview(deps)).limits.find(
        (v) => v.id === `${body.scheme}|${body.version}`,
      )!;
    },

    async addIndexVersion(actor: Actor, body: IndexVersionBody) {
      const locationType = body.kind === 'MMWQI' ? body.locationType : null;
      const existing = (await repo.indexDefinitions()).filter((d) => d.kind === body.kind);
      if (existing.some((d) => d.version.toLowerCase() === body.version.toLowerCase()))
        throw versionTaken();
      const overlaps = (t: string | null) =>
        t === null || locationType === null || t === locationType;
      if (existing.some((d) => d.effectiveFrom === body.effectiveFrom && overlaps(d.locationType)))
        throw dateTaken();
      const id = `${body.kind.toLowerCase().replace('_', '-')}-${randomUUID()}`;
      const { kind, version, effectiveFrom, source, confidence, provisional, data } = body;
      await db.transaction().execute(async (trx) => {
        await standardsWrites.insertIndexDefinitions(
          trx,
          [
            {
              id,
              kind,
              version,
              effectiveFrom,
              source,
              confidence,
              provisional,
              data,
              locationType,
              createdBy: actor.principal?.username ?? 'system',
            },
          ],
          clock.now(),
        );
        await log(clock, trx, actor, {
          action: 'create',
          entity: 'index_definition',
          entityId: id,
          after: body,
        });
      });
      return (await readOverview(deps)).indices.find((d) => d.id === id)!;
    },
  };
}

/** System Admin: standards and breakpoint versions, new versions, and the PM2.5 table choice. */
export function createStandardsService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const deps: Deps = { db, clock, repo: createStandardsRepository(db) };
  return {
    overview: () => readOverview(deps),
    repo: deps.repo,
    ...createApiVersions(deps),
    ...createLimitAndIndexVersions(deps),
  };
}

export type StandardsService = ReturnType<typeof createStandardsService>;
