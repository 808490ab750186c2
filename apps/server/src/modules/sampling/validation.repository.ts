import type { SamplingModule } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { rangeInForce } from '../values/index.js';

/**
 * The samples of a module's month (taken in the month, or planned in it and not taken), with
 * their station. One statement.
 */
export function monthSamples(
  db: Kysely<Database>,
  module: SamplingModule,
  range: { from: Date; to: Date; firstDay: string; nextFirstDay: string },
  stationIds?: readonly string[],
) {
  return db
    .selectFrom('sample as s')
    .innerJoin('station as st', 'st.id', 's.stationId')
    .select([
      's.id',
      's.code',
      's.stationId',
      'st.name',
      'st.locationType',
      's.plannedOn',
      's.collectedAt',
      's.state',
      's.submitterIds',
      's.batchId',
    ])
    .where('s.module', '=', module)
    .where((eb) =>
      eb.or([
        eb.and([eb('s.collectedAt', '>=', range.from), eb('s.collectedAt', '<', range.to)]),
        eb.and([
          eb('s.collectedAt', 'is', null),
          eb('s.plannedOn', '>=', range.firstDay),
          eb('s.plannedOn', '<', range.nextFirstDay),
        ]),
      ]),
    )
    .$if(!!stationIds, (q) => q.where('s.stationId', 'in', stationIds!.length ? stationIds! : ['']))
    .orderBy('s.stationId')
    .orderBy('s.collectedAt')
    .orderBy('s.plannedOn')
    .execute();
}

/** The current state of the month's manual values of some stations (one statement). */
export async function monthReadings(
  db: Kysely<Database>,
  stationIds: readonly string[],
  range: { from: Date; to: Date },
) {
  if (stationIds.length === 0) return [];
  const { rows } = await sql<{
    stationId: string;
    ts: Date;
    parameterCode: string;
    raw: number | null;
    value: number | null;
    validity: number;
    nullReason: string | null;
    qualifiers: string[];
    autoFlag: number;
    changed: boolean;
  }>`
    select c.station_id, c.ts, c.parameter_code, c.raw_value as raw, c.value, c.validity,
      c.null_reason, c.qualifiers, c.auto_flag, c.changed
    from current_reading c
    where c.source = 'manual' and c.station_id in (${sql.join([...stationIds])})
      and c.ts >= ${range.from} and c.ts < ${range.to}
    order by c.station_id, c.ts, c.parameter_code`.execute(db);
  return rows;
}

/** Who reviewed (active level-2 ranges) each station's month. */
export async function monthReviewers(
  db: Kysely<Database>,
  stationIds: readonly string[],
  range: { from: Date; to: Date },
) {
  if (stationIds.length === 0) return [];
  return db
    .selectFrom('approval')
    .select(['stationId', 'username'])
    .distinct()
    .where('stationId', 'in', [...stationIds])
    .where(rangeInForce('approval', { exactly: 2 }))
    .where('fromTs', '<', range.to)
    .where('toTs', '>', range.from)
    .execute();
}

/** Usernames of the people who entered or verified each sample's results. */
export async function submitterNames(db: Kysely<Database>, sampleIds: readonly number[]) {
  if (sampleIds.length === 0) return [];
  return db
    .selectFrom('sampleEvent')
    .select(['sampleId', 'username'])
    .distinct()
    .where('sampleId', 'in', [...sampleIds])
    .where('toState', 'in', ['in_analysis', 'lab_verified'])
    .execute();
}

/** Failed QC samples of the batches of some samples. */
export async function failedQc(db: Kysely<Database>, batchIds: readonly number[]) {
  if (batchIds.length === 0) return 0;
  const row = await db
    .selectFrom('labQcSample')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('batchId', 'in', [...batchIds])
    .where('verdict', '=', 'fail')
    .executeTakeFirstOrThrow();
  return row.n;
}
