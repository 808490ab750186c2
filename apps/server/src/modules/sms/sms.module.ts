import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { createIngestService } from '../ingest/index.js';
import { createGatewayKeyCheck } from './gateway-key.js';
import { smsRoutes } from './sms.routes.js';
import { createSmsService } from './sms.service.js';

/** SMS from stations (spec §2 data_polling_system/sms_poller_table); `gatewayKey` authenticates the gateway. */
export const smsModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: Clock;
  gatewayKey: string;
  onAccepted?: (stationId: string) => void;
}> = async (app, { db, clock, gatewayKey, onAccepted }) => {
  const sms = createSmsService({
    db,
    clock,
    ingest: createIngestService({ db, clock, ...(onAccepted ? { onAccepted } : {}) }),
  });
  await app.register(smsRoutes, { sms, isGatewayKey: createGatewayKeyCheck(gatewayKey) });
};
