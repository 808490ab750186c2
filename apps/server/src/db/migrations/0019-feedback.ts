import { sql, type Kysely } from 'kysely';
import { belongsTo, createIndex } from './builders.js';

/**
 * The feedback form (spec §1): `feedback` keeps each message as sent (category, text, the
 * optional contact, the signed-in account if any, the sender's language and address) and its
 * status in the System Admin's inbox (new, answered, closed); `feedback_reply` keeps each answer
 * emailed to the sender, who wrote it and where it went.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addColumn('category', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`category in ('general', 'data', 'technical', 'account', 'suggestion', 'complaint')`,
        ),
    )
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('user_id', 'uuid', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('username', 'text')
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'ms')`))
    .addColumn('ip', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('new')
        .check(sql`status in ('new', 'answered', 'closed')`),
    )
    .addColumn('status_changed_at', 'timestamptz')
    .addColumn('status_changed_by', 'text')
    .execute();
  await createIndex(db, 'feedback_status_idx', 'feedback', ['status', 'received_at']);

  await db.schema
    .createTable('feedback_reply')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('feedback_id', 'integer', belongsTo('feedback.id'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('emailed_to', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'feedback_reply_feedback_idx', 'feedback_reply', ['feedback_id']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('feedback_reply').execute();
  await db.schema.dropTable('feedback').execute();
}
