import { API } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { routeGroup } from '../../http/route-of.js';
import { signedIn } from '../../plugins/access-control.js';
import { createAlertRecipientsService } from './alert-recipients.service.js';
import { createAlertSettingsRepository } from './alert-settings.repository.js';

/** The SOJ's recipients: those of the exceedance setting set limited to the module SOJ. */
const SOJ_EXCEEDANCE = { settingKey: 'exceedance', module: 'SOJ' } as const;

/**
 * The Straits of Johor's exceedance alert recipients, kept by its `Update Exceedance Alert SOJ`
 * officers behind the SOJ session (the guard covers these routes): recipients of the exceedance
 * setting set with the module SOJ, the only ones its alerts reach. Every change is in the
 * activity log.
 */
export const sojRecipientsRoutes = routeGroup<{
  db: Kysely<Database>;
  clock: Clock;
}>(['alerts', 'soj'], (route, { db, clock }) => {
  const repo = createAlertSettingsRepository(db);
  const recipients = createAlertRecipientsService(db, clock);

  route(API.sojAlertRecipients, 'Who is told of new Straits of Johor exceedance alerts', async () =>
    (await repo.recipients()).filter((r) => r.settingKey === 'exceedance' && r.module === 'SOJ'),
  );

  route(
    API.sojAddAlertRecipient,
    'Add a recipient of new Straits of Johor exceedance alerts',
    async (request) => {
      const { module: _ignored, ...b } = request.body;
      return recipients.add(signedIn(request), request.ip, { ...b, ...SOJ_EXCEEDANCE });
    },
  );

  route(
    API.sojRemoveAlertRecipient,
    'Remove a Straits of Johor recipient',
    async (request, reply) => {
      await recipients.remove(signedIn(request), request.ip, request.params.id, SOJ_EXCEEDANCE);
      return reply.code(204).send();
    },
  );
});
