import type { SamplingModule } from '@eqmp/domain';
import { sql, type Insertable, type Kysely } from 'kysely';
import { insertReturningId } from '../../db/row-by-id.js';
import type { Database } from '../../db/schema/index.js';

/** A module's sampling plans (optionally one station's), newest first, with their visit counts. */
export const schedules = (db: Kysely<Database>, module: SamplingModule, stationId?: string) =>
  db
    .selectFrom('samplingSchedule as sc')
    .innerJoin('station as st', 'st.id', 'sc.stationId')
    .select([
      'sc.id',
      'sc.module',
      'sc.stationId',
      'st.name as stationName',
      'sc.frequency',
      'sc.team',
      'sc.startsOn',
      'sc.endsOn',
      'sc.note',
      'sc.username',
      'sc.createdAt',
      sql<number>`(select count(*)::int from sample s where s.schedule_id = sc.id)`.as('visits'),
    ])
    .where('sc.module', '=', module)
    .$if(!!stationId, (q) => q.where('sc.stationId', '=', stationId!))
    .orderBy('sc.createdAt', 'desc')
    .limit(500)
    .execute();

/** Records a sampling plan; answers its id. */
export async function insertSchedule(
  trx: Kysely<Database>,
  row: Insertable<Database['samplingSchedule']>,
): Promise<number> {
  return Number(await insertReturningId(trx, 'samplingSchedule', row));
}
