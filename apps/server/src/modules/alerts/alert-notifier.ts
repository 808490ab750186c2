import { SETTING_OF_KIND, type AlertKind, type AlertSettings, type ModuleCode } from '@eqmp/domain';
import { languageFromStored } from '@eqmp/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { Mailer } from '../../mail/mailer.js';
import { createAlertEpisodesRepository } from './alert-episodes.repository.js';
import { createAlertSettingsRepository } from './alert-settings.repository.js';
import { createAlertStationsRepository } from './alert-stations.repository.js';
import { alertMail, alertSms, type MailedAlert } from './alert-mail.js';
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

interface Recipient {
  readonly settingKey: string;
  readonly module: string | null;
  readonly stateId: number | null;
  readonly name: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly language: string;
}

/** One address (mail or phone) and the alerts it is told about, in its recipient's language. */
interface Delivery {
  readonly to: string;
  readonly channel: 'email' | 'sms';
  readonly name: string;
  readonly language: string;
  readonly alerts: MailedAlert[];
}

// A Straits of Johor alert reaches only the programme's own recipients (module SOJ), never those
// of every module: its data is for holders of the SOJ identification.
const recipientsOf = (all: readonly Recipient[], alert: OpenedAlert) =>
  all.filter(
    (r) =>
      r.settingKey === SETTING_OF_KIND[alert.kind] &&
      (r.module === null ? alert.module !== 'SOJ' : r.module === alert.module) &&
      (r.stateId === null || r.stateId === alert.stateId),
  );

/**
 * Groups the alerts by address: every mail address and phone gets one delivery with all its
 * alerts (an address listed for several setting sets, or several times, is told once).
 */
export function deliveries(
  alerts: readonly MailedAlert[],
  recipients: readonly Recipient[],
): Delivery[] {
  const byAddress = new Map<string, Delivery>();
  for (const alert of alerts) {
    for (const r of recipientsOf(recipients, alert)) {
      const contacts = [
        r.email ? { to: r.email, channel: 'email' as const } : null,
        r.phone ? { to: r.phone, channel: 'sms' as const } : null,
      ];
      for (const c of contacts) {
        if (!c) continue;
        const key = `${c.channel}:${c.to.toLowerCase()}`;
        const d = byAddress.get(key) ?? { ...c, name: r.name, language: r.language, alerts: [] };
        if (!d.alerts.some((a) => a.id === alert.id)) d.alerts.push(alert);
        byAddress.set(key, d);
      }
    }
  }
  return [...byAddress.values()];
}

/**
 * Tells the recipients configured for each alert's kind (and module and state) by email and SMS,
 * once when its episode opens (never on its updates), and at most once per episode key within the
 * kind's cooldown, so a condition that flaps does not flood anyone. The alerts opened together
 * (one evaluation, one sweep) reach each address as one message: the alert itself, or a digest of
 * all of them. Mails are in the recipient's language, with Malaysia times, the station's name and
 * a link to the alert page. Sending happens after the alerts are committed; a failed send is
 * logged and never undoes an alert.
 */
export function createAlertNotifier({
  db,
  mailer,
  sms,
  publicUrl,
  log,
}: {
  db: Kysely<Database>;
  mailer: Mailer;
  sms: SmsSender;
  publicUrl: string;
  log: (message: string, err?: unknown) => void;
}) {
  const episodes = createAlertEpisodesRepository(db);
  const stations = createAlertStationsRepository(db);
  const settingsRepo = createAlertSettingsRepository(db);

  /** The alerts still outside their episode key's cooldown, with their station's name. */
  async function toTell(opened: readonly OpenedAlert[], settings: AlertSettings, now: Date) {
    const told: OpenedAlert[] = [];
    for (const alert of opened) {
      const cooldownMs = settings[SETTING_OF_KIND[alert.kind]].notifyCooldownMinutes * 60_000;
      const last = await episodes.lastNotifiedAt(alert.episodeKey);
      if (last && now.getTime() - new Date(last).getTime() < cooldownMs) continue;
      told.push(alert);
    }
    if (told.length === 0) return [];
    const names = await stations.names([...new Set(told.map((a) => a.stationId))]);
    const nameOf = new Map(names.map((s) => [s.id, s.name]));
    return told.map((a) => ({ ...a, stationName: nameOf.get(a.stationId) ?? a.stationId }));
  }

  async function deliver(d: Delivery): Promise<boolean> {
    const language = languageFromStored(d.language);
    try {
      if (d.channel === 'email')
        await mailer.send({ to: d.to, ...alertMail(language, d.alerts, publicUrl) });
      else await sms.send({ to: d.to, text: alertSms(language, d.alerts, publicUrl) });
      return true;
    } catch (err) {
      log(`alerts ${d.alerts.map((a) => a.id).join(', ')}: notifying ${d.name} failed`, err);
      return false;
    }
  }

  return {
    async notifyOpened(
      opened: readonly OpenedAlert[],
      settings: AlertSettings,
      now: Date,
    ): Promise<void> {
      const alerts = await toTell(opened, settings, now);
      if (alerts.length === 0) return;
      const recipients = await settingsRepo.recipientsToNotify();
      const sent = new Map<string, number>();
      for (const d of deliveries(alerts, recipients)) {
        if (!(await deliver(d))) continue;
        for (const a of d.alerts) sent.set(a.id, (sent.get(a.id) ?? 0) + 1);
      }
      const told = alerts.filter((a) => recipientsOf(recipients, a).length > 0);
      if (told.length === 0) return;
      await db.transaction().execute(async (trx) => {
        const marks = createAlertEpisodesRepository(trx);
        await marks.markNotified(
          told.map((a) => a.id),
          now,
        );
        await marks.addEvents(
          told.map((a) => ({
            alertId: a.id,
            at: now,
            action: 'notified',
            data: { recipients: sent.get(a.id) ?? 0 },
          })),
        );
      });
    },
  };
}

export type AlertNotifier = ReturnType<typeof createAlertNotifier>;
