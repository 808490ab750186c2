import {
  alertRecipientBody,
  alertRecipientCreated,
  alertRecipientParams,
  alertSettingParams as keyParams,
  alertSettingResponse,
  alertSettingsResponse,
  API,
  type AlertSettingKey,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { recordActivity } from '../activity/index.js';
import { createAlertRecipientsService } from './alert-recipients.service.js';
import { alertSettingWrites, createAlertSettingsRepository } from './alert-settings.repository.js';
import { SETTING_SCHEMAS } from './alert-settings.schema.js';
import { signedIn } from '../../plugins/access-control.js';

/** System Admin alert settings (spec §2 transmission, exceedance, outlier, npe1, npe2, pmalert) and recipients, each change audited. */
export const alertSettingsRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  clock: Clock;
}> = async (app, { db, clock }) => {
  const repo = createAlertSettingsRepository(db);
  const recipients = createAlertRecipientsService(db, clock);
  const tags = ['alerts'];

  app.route({
    ...API.alertSettings,
    schema: {
      tags,
      summary: 'Every alert setting set (stored or default) and the recipients',
      response: { 200: alertSettingsResponse },
    },
    handler: async () => ({ settings: await repo.list(), recipients: await repo.recipients() }),
  });

  app.route({
    ...API.alertUpdateSetting,
    schema: {
      tags,
      summary: 'Replace one alert setting set',
      params: keyParams,
      body: z.record(z.string(), z.unknown()),
      response: { 200: alertSettingResponse },
    },
    handler: async (request) => {
      const key: AlertSettingKey = request.params.key;
      const parsed = SETTING_SCHEMAS[key].safeParse(request.body);
      if (!parsed.success) throw new AppError('VALIDATION_FAILED');
      const before = (await repo.list()).find((s) => s.key === key)!.data;
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await alertSettingWrites.save(trx, key, parsed.data, now, signedIn(request).username);
        await recordActivity(trx, {
          actor: signedIn(request),
          action: 'update',
          entity: 'alert_setting',
          entityId: key,
          before,
          after: parsed.data,
          at: now,
          ip: request.ip,
        });
      });
      return (await repo.list()).find((s) => s.key === key)!;
    },
  });

  app.route({
    ...API.alertAddRecipient,
    schema: {
      tags,
      summary: 'Add a recipient of new alerts of a setting set (optionally one module and state)',
      params: keyParams,
      body: alertRecipientBody,
      response: { 200: alertRecipientCreated },
    },
    handler: async (request) =>
      recipients.add(signedIn(request), request.ip, {
        ...request.body,
        settingKey: request.params.key,
        module: request.body.module ?? null,
      }),
  });

  app.route({
    ...API.alertRemoveRecipient,
    schema: { tags, summary: 'Remove a recipient', params: alertRecipientParams },
    handler: async (request, reply) => {
      await recipients.remove(signedIn(request), request.ip, request.params.id);
      return reply.code(204).send();
    },
  });
};
