import {
  alertRecipientBody,
  alertRecipientCreated,
  alertRecipientParams,
  API,
  sojAlertRecipientsResponse,
} from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { signedIn } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { createAlertSettingsRepository, sojRecipientWrites } from './alert-settings.repository.js';

/**
 * The Straits of Johor's exceedance alert recipients, kept by its `Update Exceedance Alert SOJ`
 * officers behind the SOJ session (the guard covers these routes): recipients of the exceedance
 * setting set with the module SOJ, the only ones its alerts reach. Every change is in the
 * activity log.
 */
export const sojRecipientsRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  clock: Clock;
}> = async (app, { db, clock }) => {
  const repo = createAlertSettingsRepository(db);
  const tags = ['alerts', 'soj'];

  app.route({
    ...API.sojAlertRecipients,
    schema: {
      tags,
      summary: 'Who is told of new Straits of Johor exceedance alerts',
      response: { 200: sojAlertRecipientsResponse },
    },
    handler: async () =>
      (await repo.recipients()).filter((r) => r.settingKey === 'exceedance' && r.module === 'SOJ'),
  });

  app.route({
    ...API.sojAddAlertRecipient,
    schema: {
      tags,
      summary: 'Add a recipient of new Straits of Johor exceedance alerts',
      body: alertRecipientBody,
      response: { 200: alertRecipientCreated },
    },
    handler: async (request) => {
      const now = clock.now();
      const { module: _ignored, ...b } = request.body;
      return db.transaction().execute(async (trx) => {
        const id = await sojRecipientWrites.add(trx, b, now);
        await recordActivity(trx, {
          actor: signedIn(request),
          action: 'create',
          entity: 'alert_recipient',
          entityId: id,
          after: { settingKey: 'exceedance', module: 'SOJ', ...b },
          at: now,
          ip: request.ip,
        });
        return { id };
      });
    },
  });

  app.route({
    ...API.sojRemoveAlertRecipient,
    schema: { tags, summary: 'Remove a Straits of Johor recipient', params: alertRecipientParams },
    handler: async (request, reply) => {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const before = await sojRecipientWrites.remove(trx, request.params.id);
        if (!before) throw new AppError('NOT_FOUND');
        await recordActivity(trx, {
          actor: signedIn(request),
          action: 'delete',
          entity: 'alert_recipient',
          entityId: request.params.id,
          before,
          at: now,
          ip: request.ip,
        });
      });
      return reply.code(204).send();
    },
  });
};
