import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { Mailer } from '../../mail/mailer.js';
import { createSojFlowService } from './soj-flow.service.js';
import { registerSojGuard } from './soj-guard.js';
import { seedSojReference } from './soj-seed.js';
import { createSojSessionService } from './soj-session.service.js';
import { createSojRepository } from './soj.repository.js';
import { sojRoutes } from './soj.routes.js';

export interface SojModuleOptions {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly mailer: Mailer;
  readonly sessionMinutes: number;
}

/**
 * The Straits of Johor module. Its session guard is installed on the application itself (not in
 * this plugin's scope) because it also covers the SOJ map viewer and query options routes.
 */
export function sojModule(
  app: import('fastify').FastifyInstance,
  { db, clock, mailer, sessionMinutes }: SojModuleOptions,
): FastifyPluginAsync {
  const sessions = createSojSessionService({ db, clock, mailer, ttlMinutes: sessionMinutes });
  registerSojGuard(app, sessions);
  const repo = createSojRepository(db);
  const flow = createSojFlowService({ db, clock, repo });
  return async (scope) => {
    await seedSojReference(db);
    await scope.register(sojRoutes, { db, clock, sessions, repo, flow });
  };
}
