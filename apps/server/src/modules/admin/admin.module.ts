import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { AuthService, createPasswordResetService } from '../auth/index.js';
import { geographyAdminRoutes } from './geography.routes.js';
import { createGeographyService } from './geography.service.js';
import { logAdminRoutes } from './logs.routes.js';
import { createLogsService } from './logs.service.js';
import { roleAdminRoutes } from './roles.routes.js';
import { createRolesService } from './roles.service.js';
import { userAdminRoutes } from './users.routes.js';
import { createUsersService } from './users.service.js';

export interface AdminModuleOptions {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly auth: AuthService;
  readonly reset: ReturnType<typeof createPasswordResetService>;
  /** Links in emails start here. */
  readonly publicUrl: string;
}

/** System Administration: users, role templates, regions and states, and the logs. */
export const adminModule: FastifyPluginAsync<AdminModuleOptions> = async (
  app,
  { db, clock, auth, reset, publicUrl },
) => {
  await app.register(userAdminRoutes, {
    users: createUsersService({ db, clock, auth, reset }),
    publicUrl,
  });
  await app.register(roleAdminRoutes, { roles: createRolesService({ db, clock }) });
  await app.register(geographyAdminRoutes, { geography: createGeographyService({ db, clock }) });
  await app.register(logAdminRoutes, { logs: createLogsService({ db, clock }) });
};
