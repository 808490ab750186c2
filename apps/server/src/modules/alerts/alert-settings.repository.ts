import {
  ALERT_SETTING_KEYS,
  DEFAULT_ALERT_SETTINGS,
  type AlertSettingKey,
  type AlertSettings,
  type ModuleCode,
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

    /** Every recipient as notifications choose them, in the order they were added. */
    recipientsToNotify() {
      return db
        .selectFrom('alertRecipient')
        .select(['settingKey', 'module', 'stateId', 'name', 'email', 'phone', 'language'])
        .orderBy('id')
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

/** A recipient as written: its setting set, and the module (null: every module but SOJ) and state it is limited to. */
export interface RecipientRow {
  readonly settingKey: AlertSettingKey;
  readonly module: ModuleCode | null;
  readonly name: string;
  readonly email?: string | undefined;
  readonly phone?: string | undefined;
  readonly stateId?: number | undefined;
  readonly language: 'en' | 'ms';
}

/** Recipients' writes; call inside the transaction that records the activity. */
export const recipientWrites = {
  async add(trx: Kysely<Database>, r: RecipientRow, at: Date): Promise<number> {
    const row = await trx
      .insertInto('alertRecipient')
      .values({
        settingKey: r.settingKey,
        name: r.name,
        email: r.email ?? null,
        phone: r.phone ?? null,
        module: r.module as never,
        stateId: r.stateId ?? null,
        language: r.language,
        createdAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** Removes a recipient (only one of `only`'s setting set and module, when given); its row, or undefined. */
  remove(
    trx: Kysely<Database>,
    id: number,
    only?: { readonly settingKey: AlertSettingKey; readonly module: ModuleCode },
  ) {
    return trx
      .deleteFrom('alertRecipient')
      .where('id', '=', id)
      .$if(!!only, (q) =>
        q.where('settingKey', '=', only!.settingKey).where('module', '=', only!.module as never),
      )
      .returningAll()
      .executeTakeFirst();
  },
};
