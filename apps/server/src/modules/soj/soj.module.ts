import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { Mailer } from '../../mail/mailer.js';
import type { JudgedAlerts } from '../alerts/index.js';
import type { AuthService } from '../auth/index.js';
import { createSojFlowService } from './soj-flow.service.js';
import { registerSojGuard } from './soj-guard.js';
import { createSojPlanService } from './soj-plan.service.js';
import { seedSojReference } from './soj-seed.js';
import { createSojSessionService } from './soj-session.service.js';
import { createSojRepository } from './soj.repository.js';
import { sojRoutes } from './soj.routes.js';

export interface SojModuleOptions {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly mailer: Mailer;
  /** The shared sign-in service: the identity step counts wrong passwords with it. */
  readonly auth: AuthService;
  readonly sessionMinutes: number;
  /** The alert engine's episodes for the exceedances an approval raises. */
  readonly alerts?: JudgedAlerts | undefined;
}

/**
 * The Straits of Johor module. Its session guard must cover routes of other modules too (the SOJ
 * map viewer, query options and alert lists), so this plugin is not encapsulated: its hook lands
 * on the application (Fastify's documented `skip-override`, what fastify-plugin sets).
 */
export const sojModule: FastifyPluginAsync<SojModuleOptions> = Object.assign(
  async (
    app: FastifyInstance,
    { db, clock, mailer, auth, sessionMinutes, alerts }: SojModuleOptions,
  ) => {
    const sessions = createSojSessionService({
      db,
      clock,
      mailer,
      auth,
      ttlMinutes: sessionMinutes,
    });
    registerSojGuard(app, sessions, db);
    const repo = createSojRepository(db);
    const flow = createSojFlowService({ db, clock, repo, alerts });
    await seedSojReference(db);
    const plans = createSojPlanService({ db, clock, repo });
    await app.register(sojRoutes, { clock, sessions, repo, flow, plans });
  },
  { [Symbol.for('skip-override')]: true },
);
