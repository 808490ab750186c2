import {
  canQaqc,
  transmissionGaps,
  type ModuleCode,
  type qaqcTransmissionResponse,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { createQaqcReportRepository } from './qaqc-report.repository.js';

const MINUTE_MS = 60_000;

/**
 * The data transmission record of a continuous module: per active station with an expected
 * interval, the periods of [from, to) when no value of any parameter arrived (or arrived only as
 * null), their length, and the null-reason code the values of the gap carry (current state).
 */
export async function transmissionRecord(
  db: Kysely<Database>,
  q: { module: ModuleCode; from: string; to: string },
  principal: Principal,
): Promise<z.output<typeof qaqcTransmissionResponse>> {
  if (!canQaqc('report', q.module, principal.ticked)) throw new AppError('FORBIDDEN');
  const from = new Date(q.from);
  const to = new Date(q.to);
  const repo = createQaqcReportRepository(db);
  const stations = await repo.transmittingStations(q.module);
  const slots = await repo.slots({ module: q.module, from, to });
  const byStation = new Map<string, (typeof slots)[number][]>();
  for (const s of slots) byStation.set(s.stationId, [...(byStation.get(s.stationId) ?? []), s]);
  return {
    module: q.module,
    from,
    to,
    stations: stations.map((st) => ({
      stationId: st.id,
      stationName: st.name,
      gaps: transmissionGaps(
        (byStation.get(st.id) ?? []).map((s) => ({
          ts: new Date(s.ts).getTime(),
          hasValue: s.hasValue,
          nullReason: s.nullReason,
        })),
        from.getTime(),
        to.getTime(),
        st.expectedIntervalMinutes! * MINUTE_MS,
      ).map((g) => ({
        from: new Date(g.from),
        to: new Date(g.to),
        durationMs: g.durationMs,
        duration: g.duration,
        nullReason: g.nullReason,
      })),
    })),
  };
}
