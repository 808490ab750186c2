import {
  MANUAL_PROGRAMMES,
  MANUAL_STATUS_MAX_MONTHS,
  MANUAL_VISIT_FREQUENCY,
  summariseVisits,
  type ManualProgramme,
  type ManualStations,
  type ModuleCode,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { visitLedger } from './manual-visits.repository.js';
import { sampleDataLevel } from '../values/index.js';
import { monthPeriod, type PeriodQuery } from './summary-period.js';

/**
 * Status of manual stations (spec §2 status_of_manual_station): sampled, due and missed visits
 * per programme and state over a period of months (the last 6 by default), per month, and the
 * stations that missed one; see `visitLedger` for how each is decided.
 */
export function createManualStationsService(deps: { db: Kysely<Database>; clock: Clock }) {
  return async (
    covered: readonly ModuleCode[],
    query: PeriodQuery & {
      programme?: ManualProgramme | undefined;
      stateId?: number | undefined;
    },
  ): Promise<ManualStations> => {
    const now = deps.clock.now();
    const period = monthPeriod(query, now, 6, MANUAL_STATUS_MAX_MONTHS);
    const programmes = MANUAL_PROGRAMMES.filter(
      (p) => covered.includes(p) && (query.programme === undefined || query.programme === p),
    );
    const ledger = await visitLedger(deps.db, {
      programmes,
      stateId: query.stateId,
      period,
      now,
    });
    return {
      from: period.from,
      to: period.to,
      months: period.months,
      programmes: programmes.map((programme) => ({
        programme,
        everyDays: MANUAL_VISIT_FREQUENCY[programme].everyDays,
      })),
      ...summariseVisits(ledger),
      dataLevel: await levelOfSamples(
        deps.db,
        [...new Set(ledger.filter((v) => v.sampled > 0).map((v) => v.stationId))],
        period.start,
        now < period.end ? now : period.end,
      ),
    };
  };
}

/** The samples' level, as the manual reports state it; no level when no station was sampled. */
const levelOfSamples = async (
  db: Parameters<typeof sampleDataLevel>[0],
  stationIds: readonly string[],
  from: Date,
  to: Date,
) => (stationIds.length === 0 ? null : sampleDataLevel(db, stationIds, null, from, to));
