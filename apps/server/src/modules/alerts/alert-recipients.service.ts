import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { orNotFound } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { loggedChanges } from '../activity/index.js';
import { recipientWrites, type RecipientRow } from './alert-settings.repository.js';

type Actor = Pick<Principal, 'userId' | 'username'>;

/**
 * Adding and removing the people told of new alerts, each change with its activity-log entry in
 * the same transaction: the System Admin's setting sets and the SOJ officers' own list use it.
 */
export function createAlertRecipientsService(db: Kysely<Database>, clock: Clock) {
  const change = loggedChanges({ db, clock }, 'alert_recipient');
  return {
    async add(actor: Actor, ip: string, recipient: RecipientRow): Promise<{ id: number }> {
      const id = await change(
        (entityId: number) => ({ actor, ip, action: 'create', entityId, after: recipient }),
        (trx, now) => recipientWrites.add(trx, recipient, now),
      );
      return { id };
    },

    /** Removes a recipient (only of `only`'s setting set and module when given); NOT_FOUND otherwise. */
    async remove(
      actor: Actor,
      ip: string,
      id: number,
      only?: Parameters<typeof recipientWrites.remove>[2],
    ): Promise<void> {
      await change(
        (before: object) => ({ actor, ip, action: 'delete', entityId: id, before }),
        async (trx) => orNotFound(await recipientWrites.remove(trx, id, only)),
      );
    },
  };
}
