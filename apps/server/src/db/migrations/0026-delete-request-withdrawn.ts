import { sql, type Kysely } from 'kysely';

/**
 * A request to delete data may be withdrawn by its requester while it waits for a decision
 * (nothing was deleted yet): `delete_request.status` also takes `withdrawn`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table delete_request drop constraint if exists delete_request_status_check`.execute(
    db,
  );
  await sql`alter table delete_request add constraint delete_request_status_check
    check (status in ('pending', 'approved', 'rejected', 'withdrawn'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update delete_request set status = 'rejected' where status = 'withdrawn'`.execute(db);
  await sql`alter table delete_request drop constraint if exists delete_request_status_check`.execute(
    db,
  );
  await sql`alter table delete_request add constraint delete_request_status_check
    check (status in ('pending', 'approved', 'rejected'))`.execute(db);
}
