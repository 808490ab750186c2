import type { Kysely } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { AlertEngine } from './alert-engine.js';
import { startAlertScheduler } from './alert-scheduler.js';
import { alertSettingsRoutes } from './alert-settings.routes.js';
import { createAlertsService } from './alerts.service.js';
import { alertsRoutes } from './alerts.routes.js';

/**
 * The alerts module: routes, and (when `sweepMs` is given) the minute sweep for absence of data,
 * stopped when the app closes. Tests leave the sweep off and drive the engine with their clock.
 */
export const alertsModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: Clock;
  engine: AlertEngine;
  sweepMs?: number | undefined;
}> = async (app, { db, clock, engine, sweepMs }) => {
  await app.register(alertsRoutes, { alerts: createAlertsService({ db, clock }) });
  await app.register(alertSettingsRoutes, { db, clock });
  if (sweepMs) {
    const scheduler = startAlertScheduler(engine, sweepMs, (message, err) =>
      app.log.error({ err }, message),
    );
    app.addHook('onClose', async () => {
      await scheduler.stop();
      await engine.idle();
    });
  } else {
    app.addHook('onClose', async () => engine.idle());
  }
};
