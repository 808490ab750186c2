import { API } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { routeGroup } from '../../http/route-of.js';
import { createAlertRecipientsService } from './alert-recipients.service.js';
import { createAlertSettingsRepository } from './alert-settings.repository.js';
import { createAlertSettingsService } from './alert-settings.service.js';
import { signedIn } from '../../plugins/access-control.js';

/** System Admin alert settings (spec §2 transmission, exceedance, outlier, npe1, npe2, pmalert) and recipients, each change audited. */
export const alertSettingsRoutes = routeGroup<{
  db: Kysely<Database>;
  clock: Clock;
}>(['alerts'], (route, { db, clock }) => {
  const repo = createAlertSettingsRepository(db);
  const recipients = createAlertRecipientsService(db, clock);
  const settings = createAlertSettingsService(db, clock);

  route(
    API.alertSettings,
    'Every alert setting set (stored or default) and the recipients',
    async () => ({ settings: await repo.list(), recipients: await repo.recipients() }),
  );

  route(API.alertUpdateSetting, 'Replace one alert setting set', async (request) =>
    settings.update(request.params.key, request.body, signedIn(request), request.ip),
  );

  route(
    API.alertAddRecipient,
    'Add a recipient of new alerts of a setting set (optionally one module and state)',
    async (request) =>
      recipients.add(signedIn(request), request.ip, {
        ...request.body,
        settingKey: request.params.key,
        module: request.body.module ?? null,
      }),
  );

  route(API.alertRemoveRecipient, 'Remove a recipient', async (request, reply) => {
    await recipients.remove(signedIn(request), request.ip, request.params.id);
    return reply.code(204).send();
  });
});
