import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/create-db.js';
import { healthRoutes } from './health.routes.js';

/** Liveness and database reachability. */
export const healthModule: FastifyPluginAsync<{
  db: Db;
  version: string;
  now: () => Date;
}> = async (app, deps) => {
  await app.register(healthRoutes, deps);
};
