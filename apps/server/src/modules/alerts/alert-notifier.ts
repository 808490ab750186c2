import { SETTING_OF_KIND, type AlertKind, type AlertSettings, type ModuleCode } from '@eqmp/domain';
import { translate } from '@eqmp/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { Mailer } from '../../mail/mailer.js';
import type { SmsSender } from './sms-sender.js';

/** What a notification says about a newly opened alert. */
export interface OpenedAlert {
  readonly id: string;
  readonly episodeKey: string;
  readonly kind: AlertKind;
  readonly module: ModuleCode;
  readonly stationId: string;
  readonly stateId: number | null;
  readonly parameterCode: string | null;
  readonly value: number | null;
  readonly limitValue: number | null;
  readonly unit: string | null;
  readonly openedAt: Date;
}

/**
 * Tells the recipients configured for the alert's kind (and module and state) by email and SMS,
 * once per episode, and at most once per episode key within the kind's cooldown, so a condition
 * that flaps does not flood anyone. Sending happens after the alert is committed; a failed send
 * is logged and never undoes the alert.
 */
export function createAlertNotifier({
  db,
  mailer,
  sms,
  log,
}: {
  db: Kysely<Database>;
  mailer: Mailer;
  sms: SmsSender;
  log: (message: string, err?: unknown) => void;
}) {
  return {
    async notifyOpened(alert: OpenedAlert, settings: AlertSettings, now: Date): Promise<void> {
      const settingKey = SETTING_OF_KIND[alert.kind];
      const cooldownMs = settings[settingKey].notifyCooldownMinutes * 60_000;
      const last = await db
        .selectFrom('alert')
        .select((eb) => eb.fn.max('notifiedAt').as('at'))
        .where('episodeKey', '=', alert.episodeKey)
        .executeTakeFirst();
      if (last?.at && now.getTime() - new Date(last.at).getTime() < cooldownMs) return;
      const recipients = await db
        .selectFrom('alertRecipient')
        .select(['name', 'email', 'phone'])
        .where('settingKey', '=', settingKey)
        .where((eb) => eb.or([eb('module', 'is', null), eb('module', '=', alert.module)]))
        .where((eb) => eb.or([eb('stateId', 'is', null), eb('stateId', '=', alert.stateId)]))
        .execute();
      if (recipients.length === 0) return;
      const values = {
        kind: translate('en', `alerts:kind.${alert.kind}`),
        station: alert.stationId,
        module: alert.module,
        parameter: alert.parameterCode ?? '–',
        value: alert.value === null ? '–' : String(Math.round(alert.value * 1000) / 1000),
        limit: alert.limitValue === null ? '–' : String(alert.limitValue),
        unit: alert.unit ?? '',
        at: alert.openedAt.toISOString(),
        id: alert.id,
      };
      const subject = translate('en', 'alerts:notify.subject', values);
      const text = translate('en', 'alerts:notify.body', values);
      let sent = 0;
      for (const r of recipients) {
        try {
          if (r.email) await mailer.send({ to: r.email, subject, text });
          if (r.phone) await sms.send({ to: r.phone, text: subject });
          sent += 1;
        } catch (err) {
          log(`alert ${alert.id}: notifying ${r.name} failed`, err);
        }
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('alert')
          .set({ notifiedAt: now })
          .where('id', '=', alert.id)
          .execute();
        await trx
          .insertInto('alertEvent')
          .values({
            alertId: alert.id,
            at: now,
            action: 'notified',
            userId: null,
            username: 'system',
            note: null,
            data: JSON.stringify({ recipients: sent }),
          })
          .execute();
      });
    },
  };
}

export type AlertNotifier = ReturnType<typeof createAlertNotifier>;
