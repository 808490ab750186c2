import type { FastifyPluginAsync } from 'fastify';
import { createDevStatusService, type DevStatusDeps } from './dev-status.service.js';
import { devRoutes } from './dev.routes.js';

/** The developer pages' data. */
export const devModule: FastifyPluginAsync<DevStatusDeps> = async (app, deps) => {
  await app.register(devRoutes, { status: createDevStatusService(deps) });
};
