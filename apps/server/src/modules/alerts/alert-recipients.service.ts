import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { orNotFound } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { recipientWrites, type RecipientRow } from './alert-settings.repository.js';

type Actor = Pick<Principal, 'userId' | 'username'>;

/**
 * Adding and removing the people told of new alerts, each change with its activity-log entry in
 * the same transaction: the System Admin's setting sets and the SOJ officers' own list use it.
 */
export function createAlertRecipientsService(db: Kysely<Database>, clock: Clock) {
  return {
    add(actor: Actor, ip: string, recipient: RecipientRow): Promise<{ id: number }> {
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const id = await recipientWrites.add(trx, recipient, now);
        await recordActivity(trx, {
          actor,
          action: 'create',
          entity: 'alert_recipient',
          entityId: id,
          after: recipient,
          at: now,
          ip,
        });
        return { id };
      });
    },

    /** Removes a recipient (only of `only`'s setting set and module when given); NOT_FOUND otherwise. */
    async remove(
      actor: Actor,
      ip: string,
      id: number,
      only?: Parameters<typeof recipientWrites.remove>[2],
    ): Promise<void> {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const before = orNotFound(await recipientWrites.remove(trx, id, only));
        await recordActivity(trx, {
          actor,
          action: 'delete',
          entity: 'alert_recipient',
          entityId: id,
          before,
          at: now,
          ip,
        });
      });
    },
  };
}
