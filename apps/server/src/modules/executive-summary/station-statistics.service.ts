import {
  MODULE_CODES,
  summariseCapture,
  type ModuleCode,
  type stationStatisticsAnswer,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { createKpiService } from '../kpi/index.js';
import { transmissionStatus } from '../polling/index.js';
import { dataLevel } from '../values/index.js';
import { createSummaryStationsRepository } from './stations.repository.js';
import { monthPeriod } from './summary-period.js';

type StationStatistics = z.output<typeof stationStatisticsAnswer>;

type Row = StationStatistics['rows'][number];
type Counted = {
  module: ModuleCode;
  stateName: string | null;
  isActive: boolean;
  status: string | null;
};

/** The counts of one group of stations, with its capture. */
function countGroup(
  module: ModuleCode,
  /** The module's row over all its states, or one state's (null: stations without one). */
  group: 'total' | { stateName: string | null },
  stations: readonly Counted[],
  capture: ReturnType<typeof summariseCapture>,
): Row {
  const active = stations.filter((s) => s.isActive);
  const transmitting = active.filter((s) => s.status !== null);
  const status = (name: string) =>
    transmitting.length === 0 ? null : transmitting.filter((s) => s.status === name).length;
  return {
    module,
    total: group === 'total',
    stateName: group === 'total' ? null : group.stateName,
    stations: stations.length,
    active: active.length,
    inactive: stations.length - active.length,
    onTime: status('on_time'),
    late: status('late'),
    down: status('down'),
    never: status('never'),
    capturePct: capture.meanPct,
    capturePairs: capture.pairs,
    captureMeeting: capture.meetingTarget,
  };
}

/**
 * Station statistics (spec §2 station_statistics): stations per module and per module and state,
 * active or not; the transmission status of the active continuous and mobile ones now (on time,
 * late, down, never: the polling module's rule); and the month's data capture of their station ×
 * parameter pairs as the Data KPI computes it (valid ÷ expected per ended hour, calibration and
 * maintenance left out), summarised as the pairs' mean and how many meet the target.
 */
export function createStationStatisticsService(deps: { db: Kysely<Database>; clock: Clock }) {
  const kpi = createKpiService(deps);
  const repo = createSummaryStationsRepository(deps.db);

  return async (
    covered: readonly ModuleCode[],
    query: { month?: string | undefined; target: number },
  ): Promise<StationStatistics> => {
    const now = deps.clock.now();
    const period = monthPeriod({ from: query.month, to: query.month }, now, 1, 1);
    const month = period.from;
    const stations = await repo.withLastValue(covered);
    const counted: Counted[] = stations.map((s) => ({
      module: s.module,
      stateName: s.stateName,
      isActive: s.isActive,
      status:
        s.isActive && s.expectedIntervalMinutes !== null
          ? transmissionStatus(s.lastTs, s.expectedIntervalMinutes, now).status
          : null,
    }));
    const capture = await kpi.data({
      modules: covered,
      month,
      target: query.target,
      basis: 'excl_cal',
    });
    const figures = capture.rows.map((r) => ({
      module: r.module,
      stateName: r.stateName,
      capturePct: r.captureExclCalPct,
    }));

    const rows: Row[] = [];
    for (const module of MODULE_CODES.filter((m) => counted.some((s) => s.module === m))) {
      const own = counted.filter((s) => s.module === module);
      rows.push(
        countGroup(
          module,
          'total',
          own,
          summariseCapture(
            figures.filter((f) => f.module === module),
            query.target,
          ),
        ),
      );
      const states = [...new Set(own.map((s) => s.stateName))].sort((a, b) =>
        a === null ? 1 : b === null ? -1 : a.localeCompare(b),
      );
      for (const stateName of states)
        rows.push(
          countGroup(
            module,
            { stateName },
            own.filter((s) => s.stateName === stateName),
            summariseCapture(
              figures.filter((f) => f.module === module && f.stateName === stateName),
              query.target,
            ),
          ),
        );
    }
    const continuous = stations.filter((s) => s.isActive && s.expectedIntervalMinutes !== null);
    return {
      at: now,
      month,
      hours: capture.hours,
      target: query.target,
      rows,
      dataLevel: await dataLevel(
        deps.db,
        continuous.map((s) => s.id),
        null,
        period.start,
        now < period.end ? now : period.end,
      ),
    };
  };
}
