import type { Kysely } from 'kysely';

/**
 * The robot check becomes a proof of work: a challenge keeps its random text and the difficulty
 * it was issued with instead of a hashed answer. Challenges live minutes, so those of the drawn
 * captcha are dropped.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('captcha_challenge').execute();
  await db.schema
    .alterTable('captcha_challenge')
    .renameColumn('answer_hash', 'challenge')
    .execute();
  await db.schema
    .alterTable('captcha_challenge')
    .addColumn('difficulty', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('captcha_challenge').execute();
  await db.schema.alterTable('captcha_challenge').dropColumn('difficulty').execute();
  await db.schema
    .alterTable('captcha_challenge')
    .renameColumn('challenge', 'answer_hash')
    .execute();
}
