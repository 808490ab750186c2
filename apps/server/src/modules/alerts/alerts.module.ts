import type { Kysely } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../clock.js';
import { createJobLease, startLeasedJob } from '../../db/job-lease.js';
import type { Database } from '../../db/schema/index.js';
import type { AlertEngine } from './alert-engine.js';
import { alertSettingsRoutes } from './alert-settings.routes.js';
import { createAlertsService } from './alerts.service.js';
import { alertsRoutes } from './alerts.routes.js';
import { sojRecipientsRoutes } from './soj-recipients.routes.js';

/**
 * The alerts module: routes, and (when `sweepMs` is given) the minute sweep for absence of data,
 * stopped when the app closes; with several instances on the database, one of them sweeps at a
 * time (`instanceId` names this one in the sweep's lease). Tests leave the sweep off and drive
 * the engine with their clock.
 */
export const alertsModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: Clock;
  engine: AlertEngine;
  sweepMs?: number | undefined;
  instanceId: string;
}> = async (app, { db, clock, engine, sweepMs, instanceId }) => {
  await app.register(alertsRoutes, { alerts: createAlertsService({ db, clock }) });
  await app.register(alertSettingsRoutes, { db, clock });
  await app.register(sojRecipientsRoutes, { db, clock });
  if (sweepMs) {
    const lease = createJobLease(db, clock, 'alert-sweep', instanceId);
    // The sweep: absence of data and catch-up, once per interval across the instances.
    const scheduler = startLeasedJob(
      'alert sweep',
      () => engine.sweep(),
      sweepMs,
      lease,
      (message, err) => app.log.error({ err }, message),
    );
    app.addHook('onClose', async () => {
      await scheduler.stop();
      await engine.idle();
    });
  } else {
    app.addHook('onClose', async () => engine.idle());
  }
};
