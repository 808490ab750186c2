import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { JudgedAlerts } from '../alerts/index.js';
import { createSojFlowService } from './soj-flow.service.js';
import { createSojPlanService } from './soj-plan.service.js';
import type { SojSessionService } from './soj-session.service.js';
import { createSojRepository } from './soj.repository.js';
import { sojRoutes } from './soj.routes.js';

export interface SojModuleOptions {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  /** The SOJ sessions of the access step (`registerSojAccess`), which the guard checks. */
  readonly sessions: SojSessionService;
  /** The alert engine's episodes for the exceedances an approval raises. */
  readonly alerts?: JudgedAlerts | undefined;
}

/** The Straits of Johor module: its plans, rounds and their routes (reference rows: `seedSojReference`). */
export const sojModule: FastifyPluginAsync<SojModuleOptions> = async (
  app,
  { db, clock, sessions, alerts },
) => {
  const repo = createSojRepository(db);
  const flow = createSojFlowService({ db, clock, repo, alerts });
  const plans = createSojPlanService({ db, clock, repo });
  await app.register(sojRoutes, { clock, sessions, repo, flow, plans });
};
