import {
  expectedVisits,
  localMonthKey,
  monthState,
  visitStatus,
  type ManualProgramme,
  type StationMonthVisits,
} from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { MonthPeriod } from './summary-period.js';
import { localDay, localMonth } from '../values/index.js';

/**
 * THE one place that says what a manual station owed and made in each month of a period: every
 * figure of "status of manual stations" comes from here.
 *
 * Until sampling schedules are kept as data, it works from what exists:
 * - made (sampled): the Kuala Lumpur days with at least one manual reading of the station in the
 *   month (`reading` rows with source 'manual', as lab entry, import and the demo store samples;
 *   any validity: a sample taken and later invalidated was still a visit);
 * - owed (expected): the programme's frequency (`MANUAL_VISIT_FREQUENCY`: river and marine once a
 *   month, manual air every 6 days), from the month the station was created or first sampled,
 *   whichever is earlier, for active stations;
 * - the rest is due while the month runs and missed once it has ended (`visitStatus`).
 * When the sampling schedule (`sampling_schedule`) and sample tracking (`sample`) tables exist,
 * this function reads the planned and collected samples instead; its callers do not change.
 */
export async function visitLedger(
  db: Kysely<Database>,
  input: {
    programmes: readonly ManualProgramme[];
    stateId?: number | undefined;
    period: MonthPeriod;
    now: Date;
  },
): Promise<StationMonthVisits[]> {
  if (input.programmes.length === 0) return [];
  const stations = await db
    .selectFrom('station as s')
    .leftJoin('state', 'state.id', 's.stateId')
    .select(['s.id', 's.name', 's.module', 's.createdAt', 'state.name as stateName'])
    .where('s.module', 'in', [...input.programmes])
    .where('s.isActive', '=', true)
    .$if(input.stateId !== undefined, (q) => q.where('s.stateId', '=', input.stateId!))
    .orderBy('s.id')
    .execute();
  if (stations.length === 0) return [];
  const ids = sql.join(stations.map((s) => s.id));
  const { rows: visits } = await sql<{ stationId: string; month: string; visits: number }>`
    select r.station_id, ${localMonth('r.ts')} as month,
      count(distinct ${localDay('r.ts')})::int as visits
    from reading r
    where r.source = 'manual' and r.station_id in (${ids})
      and r.ts >= ${input.period.start} and r.ts < ${input.period.end}
    group by 1, 2`.execute(db);
  const { rows: firsts } = await sql<{ stationId: string; first: Date }>`
    select r.station_id, min(r.ts) as first from reading r
    where r.source = 'manual' and r.station_id in (${ids}) group by r.station_id`.execute(db);

  const made = new Map(visits.map((v) => [`${v.stationId}|${v.month}`, v.visits]));
  const firstOf = new Map(firsts.map((f) => [f.stationId, new Date(f.first)]));
  const current = localMonthKey(input.now);
  return stations.flatMap((station) => {
    const first = firstOf.get(station.id);
    const since = localMonthKey(first && first < station.createdAt ? first : station.createdAt);
    const programme = station.module as ManualProgramme;
    return input.period.months
      .filter((month) => month >= since)
      .map((month) => ({
        programme,
        stationId: station.id,
        stationName: station.name,
        stateName: station.stateName,
        month,
        ...visitStatus(
          expectedVisits(programme, month),
          made.get(`${station.id}|${month}`) ?? 0,
          monthState(month, current),
        ),
      }));
  });
}
