import {
  caseEntryRoles,
  caseReadRoles,
  formDate,
  type CaseBody,
  type InvestigativeModule,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { loggedChanges } from '../activity/index.js';
import { createCasesRepository } from './cases.repository.js';

/** Who acts, for the activity log. */
export interface Actor {
  readonly principal: Principal;
  readonly ip: string;
}

function allow(principal: Principal, roles: readonly string[]) {
  if (!roles.some((r) => principal.ticked.includes(r))) throw new AppError('FORBIDDEN');
}

/**
 * The investigative cases of RWIS and MWIS (spec §3): a case groups the module's stations
 * sampled for one investigation, has a title, state, start date and the year it reports on; its
 * REPORT_ID is its key, which the reports and the map's identify link use (`caseID`). Samples of
 * a case are its stations' manual results since it started. Every change is audited.
 */
export function createCasesService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const repo = createCasesRepository(db);

  async function list(module: InvestigativeModule, year: number | undefined, principal: Principal) {
    allow(principal, caseReadRoles(module));
    const [cases, years, stations, states] = await Promise.all([
      repo.cases(module, year),
      repo.years(module),
      repo.activeStations(module),
      repo.states(),
    ]);
    const ids = cases.map((c) => c.id);
    const members = ids.length === 0 ? [] : await repo.members(ids);
    return {
      items: cases.map((c) => {
        const own = members.filter((m) => m.caseId === c.id);
        const last = own
          .map((m) => (m.lastSampleAt ? new Date(m.lastSampleAt).getTime() : 0))
          .reduce((a, b) => Math.max(a, b), 0);
        return {
          id: c.id,
          module: c.module,
          stateId: c.stateId,
          stateName: c.stateName,
          caseTitle: c.caseTitle,
          caseStartDate: String(c.caseStartDate).slice(0, 10),
          year: c.year,
          stations: own.map((m) => ({ id: m.id, name: m.name })),
          samples: own.reduce((n, m) => n + Number(m.samples), 0),
          lastSampleAt: last > 0 ? new Date(last) : null,
          createdAt: c.createdAt,
        };
      }),
      years: years.map((y) => y.year),
      stations,
      states,
    };
  }

  /** The case's values checked against the database: a real date, the module's own stations, a known state. */
  async function checked(exec: Kysely<Database>, module: InvestigativeModule, body: CaseBody) {
    const start = formDate(body.caseStartDate);
    if (!start.ok) throw new AppError(start.code);
    if (Number(start.value.slice(0, 4)) > body.year)
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'investigative:errors.yearBeforeStart',
      });
    const found = await repo.stationsOfModule(exec, module, body.stationIds);
    const missing = body.stationIds.filter((id) => !found.includes(id));
    if (missing.length > 0)
      throw new AppError('REFERENCE_INVALID', {
        messageKey: 'investigative:errors.notStation',
        values: { station: missing.join(', '), module },
      });
    if (body.stateId !== null && !(await repo.stateExists(exec, body.stateId)))
      throw new AppError('REFERENCE_INVALID', { messageKey: 'investigative:errors.notState' });
    return {
      stateId: body.stateId,
      caseTitle: body.caseTitle,
      caseStartDate: start.value,
      year: body.year,
    };
  }

  const change = loggedChanges({ db, clock }, 'investigative_case');

  /** Replaces a case's values and stations; answers what it was and what it now holds. */
  async function replaceCase(trx: Kysely<Database>, id: string, body: CaseBody, actor: Actor) {
    const before = orNotFound(await repo.lockCase(trx, id), 'investigative:errors.notFound');
    allow(actor.principal, caseEntryRoles(before.module));
    const values = await checked(trx, before.module, body);
    const stations = await repo.stationsOf(trx, id);
    await repo.updateCase(trx, id, values);
    await repo.replaceStations(trx, id, body.stationIds);
    return { before, stations, values };
  }

  return {
    list,

    async create(module: InvestigativeModule, id: string, body: CaseBody, actor: Actor) {
      allow(actor.principal, caseEntryRoles(module));
      const values = await checked(db, module, body);
      await change(
        {
          actor: actor.principal,
          ip: actor.ip,
          action: 'create',
          entityId: id,
          after: { module, ...values, stations: body.stationIds },
        },
        async (trx, now) => {
          if (await repo.caseExists(trx, id)) throw new AppError('CASE_ID_TAKEN');
          await repo.insertCase(trx, { id, module, ...values, createdAt: now });
          await repo.addStations(trx, id, body.stationIds);
        },
      );
      return id;
    },

    async update(id: string, body: CaseBody, actor: Actor) {
      await change(
        ({ before, stations, values }: Awaited<ReturnType<typeof replaceCase>>) => ({
          actor: actor.principal,
          ip: actor.ip,
          action: 'update',
          entityId: id,
          before: {
            ...before,
            caseStartDate: String(before.caseStartDate).slice(0, 10),
            stations,
          },
          after: { module: before.module, ...values, stations: body.stationIds },
        }),
        (trx) => replaceCase(trx, id, body, actor),
      );
      return id;
    },
  };
}
export type CasesService = ReturnType<typeof createCasesService>;
