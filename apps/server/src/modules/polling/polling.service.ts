import { startOfLocalDay, type ModuleCode, HOUR_MS } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import {
  createPollingRepository,
  type RawQuery,
  type TransmissionFilter,
} from './polling.repository.js';
import { transmissionStatus } from './transmission-status.js';

/** Data polling: transmission monitoring of every continuous station, and the raw readings. */
export function createPollingService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const repo = createPollingRepository(db);

  return {
    /** Each continuous station's last value, its lateness, and today's capture so far. */
    async transmission(filter: TransmissionFilter) {
      const now = clock.now();
      const dayStart = startOfLocalDay(now);
      const hoursToday = Math.max(1 / 60, (now.getTime() - dayStart.getTime()) / HOUR_MS);
      const rows = await repo.continuousStations(filter, dayStart);
      return {
        at: now,
        stations: rows.map((row) => {
          const interval = row.expectedIntervalMinutes!;
          // Capture per hour is valid/expected (archived hourly rows expect 1, live rows 60/interval).
          const expected = (row.parameterCount ?? 0) * hoursToday;
          return {
            id: row.id,
            name: row.name,
            module: row.module,
            stateId: row.stateId,
            stateName: row.stateName,
            intervalMinutes: interval,
            lastTs: row.lastTs,
            lastReceivedAt: row.lastReceivedAt,
            ...transmissionStatus(row.lastTs, interval, now),
            todayCapturePct:
              expected > 0 ? Math.min(100, (100 * (row.validToday ?? 0)) / expected) : null,
          };
        }),
      };
    },

    stations: (modules: readonly ModuleCode[]) => repo.stations(modules),

    async raw(q: RawQuery, modules: readonly ModuleCode[]) {
      // Another module's station reads as unknown: its readings are not the caller's to see.
      const module = await repo.moduleOf(q.stationId);
      if (!module || !modules.includes(module)) throw new AppError('NOT_FOUND');
      return repo.raw(q);
    },
  };
}

export type PollingService = ReturnType<typeof createPollingService>;
