import {
  ALERT_SETTING_KEYS,
  DEFAULT_ALERT_SETTINGS,
  type AlertSettingKey,
  type AlertSettings,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/** One stored setting set as the admin page shows it (the seed default when never changed). */
export interface StoredSetting {
  readonly key: AlertSettingKey;
  readonly data: AlertSettings[AlertSettingKey];
  readonly updatedAt: Date | null;
  readonly updatedBy: string | null;
}

/** SQL only: alert settings (stored rows over the domain defaults) and recipients. */
export function createAlertSettingsRepository(db: Kysely<Database>) {
  return {
    async list(): Promise<StoredSetting[]> {
      const rows = await db.selectFrom('alertSetting').selectAll().execute();
      const byKey = new Map(rows.map((r) => [r.key, r]));
      return ALERT_SETTING_KEYS.map((key) => {
        const row = byKey.get(key);
        // A stored row keeps only known fields over the default, so a new field gets its default.
        const data = { ...DEFAULT_ALERT_SETTINGS[key], ...(row?.data ?? {}) };
        return { key, data, updatedAt: row?.updatedAt ?? null, updatedBy: row?.updatedBy ?? null };
      });
    },

    async settings(): Promise<AlertSettings> {
      const list = await this.list();
      return Object.fromEntries(list.map((s) => [s.key, s.data])) as unknown as AlertSettings;
    },

    recipients() {
      return db
        .selectFrom('alertRecipient')
        .leftJoin('state', 'state.id', 'alertRecipient.stateId')
        .select([
          'alertRecipient.id',
          'alertRecipient.settingKey',
          'alertRecipient.module',
          'alertRecipient.stateId',
          'state.name as stateName',
          'alertRecipient.name',
          'alertRecipient.email',
          'alertRecipient.phone',
          'alertRecipient.language',
        ])
        .orderBy('alertRecipient.settingKey')
        .orderBy('alertRecipient.id')
        .execute();
    },
  };
}

/** Writes; call inside the transaction that records the activity. */
export const alertSettingWrites = {
  async save(
    trx: Kysely<Database>,
    key: AlertSettingKey,
    data: object,
    at: Date,
    by: string,
  ): Promise<void> {
    await trx
      .insertInto('alertSetting')
      .values({ key, data: JSON.stringify(data), updatedAt: at, updatedBy: by })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ data: JSON.stringify(data), updatedAt: at, updatedBy: by }),
      )
      .execute();
  },
};

/** The Straits of Johor's own recipients: exceedance recipients of the module SOJ, and only those. */
export const sojRecipientWrites = {
  async add(
    trx: Kysely<Database>,
    b: {
      name: string;
      email?: string | undefined;
      phone?: string | undefined;
      stateId?: number | undefined;
      language: 'en' | 'ms';
    },
    at: Date,
  ): Promise<number> {
    const row = await trx
      .insertInto('alertRecipient')
      .values({
        settingKey: 'exceedance',
        name: b.name,
        email: b.email ?? null,
        phone: b.phone ?? null,
        module: 'SOJ',
        stateId: b.stateId ?? null,
        language: b.language,
        createdAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  remove(trx: Kysely<Database>, id: number) {
    return trx
      .deleteFrom('alertRecipient')
      .where('id', '=', id)
      .where('settingKey', '=', 'exceedance')
      .where('module', '=', 'SOJ')
      .returningAll()
      .executeTakeFirst();
  },
};
