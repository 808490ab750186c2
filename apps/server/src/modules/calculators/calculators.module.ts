import type { Kysely } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { calculatorRoutes } from './calculators.routes.js';
import { createCalculatorsService } from './calculators.service.js';
import { standardsAdminRoutes } from './standards.routes.js';
import { createStandardsService } from './standards.service.js';
import { createTarballClassesService } from './tarball-classes.js';
import { tarballClassRoutes } from './tarball-classes.routes.js';

/**
 * The index calculators and the standards they read (seeded at start-up, `seedStandards`): the
 * calculator routes and the System Admin standards routes.
 */
export const calculatorsModule: FastifyPluginAsync<{ db: Kysely<Database>; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const standards = createStandardsService({ db, clock });
  await app.register(calculatorRoutes, {
    calculators: createCalculatorsService({ repo: standards.repo, clock }),
  });
  await app.register(standardsAdminRoutes, { standards });
  await app.register(tarballClassRoutes, {
    tarball: createTarballClassesService({ db, clock }),
  });
};
