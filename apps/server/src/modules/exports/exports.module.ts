import type { FastifyPluginAsync } from 'fastify';
import type { ExportService } from './export.service.js';
import { exportRoutes } from './exports.routes.js';

/**
 * Export job progress and signed downloads. The export service itself is shared: reports and
 * query options start exports through it, so the application makes one and passes it to each.
 */
export const exportsModule: FastifyPluginAsync<{ exports: ExportService }> = async (
  app,
  { exports },
) => {
  await app.register(exportRoutes, { exports });
};
