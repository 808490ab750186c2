import { sql, type Kysely } from 'kysely';
import { USABLE_VALIDITY_LIST } from '../quality-sql.js';

/**
 * `current_reading`: the one definition of a reading's current state (QUALITY.md), read by every
 * report, export, chart, index and alert: the value as received (`raw_value`), and the value,
 * validity, null-reason and qualifiers after the QA/QC changes kept in `reading_state` (where a
 * value has none, as received and as the automatic checks judged it), with `usable` — whether it
 * enters an average. A plain view: PostgreSQL inlines it, so filters on the station, parameter and
 * time still use the reading's primary key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create view current_reading as
    select r.station_id, r.parameter_code, r.ts, r.source, r.received_at, r.logger_flag,
      r.auto_flag, r.auto_checks, r.auto_validity, r.auto_null_reason,
      r.value as raw_value,
      coalesce(s.value, r.value) as value,
      coalesce(s.validity, r.auto_validity) as validity,
      coalesce(s.null_reason, r.auto_null_reason) as null_reason,
      coalesce(s.qualifiers, '{}'::text[]) as qualifiers,
      s.change_id is not null as changed,
      (coalesce(s.validity, r.auto_validity) in (${USABLE_VALIDITY_LIST})
        and coalesce(s.value, r.value) is not null) as usable
    from reading r
    left join reading_state s
      on s.station_id = r.station_id and s.parameter_code = r.parameter_code and s.ts = r.ts
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view if exists current_reading`.execute(db);
}
