import type { Kysely } from 'kysely';
import { belongsTo, mailLanguage } from './builders.js';

/**
 * The daily digest mail (docs/architecture.md "Daily digest"): `app_user.daily_digest` is the
 * profile's switch, `app_user.language` the language its mails are written in (the one the user
 * chose when switching it); `digest_sent` holds one row per user and Malaysian day a digest went
 * out, so a day's digest is sent once however many instances run the job.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('app_user')
    .addColumn('daily_digest', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('app_user').addColumn('language', 'text', mailLanguage).execute();
  await db.schema
    .createTable('digest_sent')
    .addColumn('user_id', 'uuid', belongsTo('app_user.id'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('items', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('digest_sent_pk', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('digest_sent').execute();
  await db.schema.alterTable('app_user').dropColumn('language').execute();
  await db.schema.alterTable('app_user').dropColumn('daily_digest').execute();
}
