import type { Kysely } from 'kysely';
import { createIndex, mailLanguage } from './builders.js';

/**
 * Episodes that wait and linger (docs/alerts.md "Episodes"): `alert_onset` keeps, per episode key
 * without an episode, since when its condition has held (an alert opens once it has held the
 * rule's minimum duration); `alert.clear_since` keeps since when an ongoing episode's condition
 * has been clear (it ends once clear for the rule's rejoin gap). `alert_recipient.language` is
 * the language a recipient's mails are written in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('alert_onset')
    .addColumn('episode_key', 'text', (c) => c.primaryKey())
    .addColumn('station_id', 'text', (c) => c.notNull())
    .addColumn('since', 'timestamptz', (c) => c.notNull())
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await createIndex(db, 'alert_onset_station', 'alert_onset', ['station_id']);
  await db.schema.alterTable('alert').addColumn('clear_since', 'timestamptz').execute();
  await db.schema
    .alterTable('alert_recipient')
    .addColumn('language', 'text', mailLanguage)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('alert_recipient').dropColumn('language').execute();
  await db.schema.alterTable('alert').dropColumn('clear_since').execute();
  await db.schema.dropTable('alert_onset').execute();
}
