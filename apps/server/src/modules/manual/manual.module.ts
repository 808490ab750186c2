import type { FastifyPluginAsync } from 'fastify';
import { manualRoutes } from './manual.routes.js';

/** The user manual's PDFs, from `dir` (made by the build). */
export const manualModule: FastifyPluginAsync<{ dir: string }> = async (app, deps) => {
  await app.register(manualRoutes, deps);
};
