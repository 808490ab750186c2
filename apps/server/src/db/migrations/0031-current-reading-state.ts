import { sql, type Kysely } from 'kysely';
import { USABLE_VALIDITY_LIST } from '../quality-sql.js';
import { up as createCoalescedCurrentReading } from './0030-current-reading.js';

/**
 * `current_reading` again, with a changed value's state taken whole: where `reading_state` has a
 * row, its value and null-reason are the current ones even when null (a reviewer who empties a
 * value or clears a code), as the QA/QC pages, the change sets' `before` and the transmission
 * record have always read them; `coalesce` would bring back the value as received. Validity and
 * qualifiers are never null in `reading_state`, so they read as before. `change_id` names the last
 * change (null for a value as received), for the readers that compare it with a record's mark.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace view current_reading as
    select r.station_id, r.parameter_code, r.ts, r.source, r.received_at, r.logger_flag,
      r.auto_flag, r.auto_checks, r.auto_validity, r.auto_null_reason,
      r.value as raw_value,
      case when s.change_id is null then r.value else s.value end as value,
      coalesce(s.validity, r.auto_validity) as validity,
      case when s.change_id is null then r.auto_null_reason else s.null_reason end as null_reason,
      coalesce(s.qualifiers, '{}'::text[]) as qualifiers,
      s.change_id is not null as changed,
      (coalesce(s.validity, r.auto_validity) in (${USABLE_VALIDITY_LIST})
        and case when s.change_id is null then r.value else s.value end is not null) as usable,
      s.change_id
    from reading r
    left join reading_state s
      on s.station_id = r.station_id and s.parameter_code = r.parameter_code and s.ts = r.ts
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view current_reading`.execute(db);
  // The view as migration 0030 created it.
  await createCoalescedCurrentReading(db);
}
