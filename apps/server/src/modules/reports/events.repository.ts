import type { AlertKind, ModuleCode } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { localDay } from '../values/index.js';

/** SQL of the events reports count: alert episodes and fire hotspots. */
export function createEventsRepository(db: Kysely<Database>) {
  return {
    /**
     * The alert episodes of the kinds at the stations under way at some time of [from, to), with
     * their parameter's names and decimals, by station and opening.
     */
    episodes: (
      module: ModuleCode,
      stationIds: readonly string[],
      kinds: readonly AlertKind[],
      range: { from: Date; to: Date },
    ) =>
      db
        .selectFrom('alert')
        .leftJoin('parameter', 'parameter.code', 'alert.parameterCode')
        .select([
          'alert.stationId',
          'alert.parameterCode',
          'parameter.nameEn',
          'parameter.nameMs',
          'parameter.decimals',
          'alert.kind',
          'alert.status',
          'alert.openedAt',
          'alert.conditionEndedAt',
          'alert.value',
          'alert.peakValue',
          'alert.limitValue',
          'alert.unit',
        ])
        .where('alert.module', '=', module)
        .where('alert.stationId', 'in', [...stationIds])
        .where('alert.kind', 'in', [...kinds])
        .where('alert.openedAt', '<', range.to)
        .where((eb) =>
          eb.or([
            eb('alert.conditionEndedAt', 'is', null),
            eb('alert.conditionEndedAt', '>=', range.from),
          ]),
        )
        .orderBy('alert.stationId')
        .orderBy('alert.openedAt')
        .orderBy('alert.id')
        .execute(),

    /**
     * Fire hotspots of [from, to) (of one state, or all) per Kuala Lumpur day and state (null:
     * outside Malaysia's states): count, high-confidence count, largest fire radiative power and
     * whether demo hotspots are among them.
     */
    async hotspotsPerDay(range: { from: Date; to: Date }, stateId?: number) {
      const { rows } = await sql<{
        day: string;
        state: string | null;
        hotspots: number;
        high: number;
        maxFrp: number | null;
        demo: boolean;
      }>`
        select ${localDay('h.observed_at')} as day, st.name as state, count(*)::int as hotspots,
          (count(*) filter (where h.confidence = 'high'))::int as high, max(h.frp) as max_frp, bool_or(h.is_demo) as demo
        from hotspot h left join state st on st.id = h.state_id
        where h.observed_at >= ${range.from} and h.observed_at < ${range.to} ${stateId ? sql`and h.state_id = ${stateId}` : sql``}
        group by 1, 2 order by 1, 2`.execute(db);
      return rows;
    },
  };
}
