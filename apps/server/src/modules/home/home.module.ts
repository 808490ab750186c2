import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import { createJobLease, startLeasedJob } from '../../db/job-lease.js';
import type { Database } from '../../db/schema/index.js';
import type { Mailer } from '../../mail/mailer.js';
import { createMapLayerService } from '../maps/index.js';
import { createDailyDigest } from './daily-digest.js';
import { homeRoutes } from './home.routes.js';
import { createHomeService } from './home.service.js';

/**
 * Home (`/Main`): its service reads the map layers for the national status. With `digestMs`, the
 * daily digest of waiting work is looked at that often (one instance at a time, `instanceId`
 * naming this one in the lease); tests leave it off and run the digest with their clock.
 */
export const homeModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  instanceId: string;
  digestMs?: number | undefined;
}> = async (app, { db, clock, mailer, publicUrl, instanceId, digestMs }) => {
  await app.register(homeRoutes, {
    home: createHomeService({ db, clock, layer: createMapLayerService({ db, clock }) }),
  });
  if (digestMs) {
    const digest = createDailyDigest({ db, clock, mailer, publicUrl });
    const lease = createJobLease(db, clock, 'daily-digest', instanceId);
    // Each user's digest is sent once per day whatever the lease does (`digest_sent`).
    const scheduler = startLeasedJob(
      'daily digest',
      () => digest.run(),
      digestMs,
      lease,
      (message, err) => app.log.error({ err }, message),
    );
    app.addHook('onClose', () => scheduler.stop());
  }
};
