import { type ModuleCode, type Sample, type StationSnapshot, HOUR_MS } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { createAlertStationsRepository } from './alert-stations.repository.js';

/** A station's identity as alerts carry it. */
export interface StationMeta {
  readonly id: string;
  readonly module: ModuleCode;
  readonly stateId: number | null;
}

function group(
  rows: readonly { parameterCode: string; ts: Date; value: number | null }[],
): Record<string, Sample[]> {
  const out: Record<string, Sample[]> = {};
  for (const r of rows)
    if (r.value !== null)
      (out[r.parameterCode] ??= []).push({ ts: r.ts.getTime(), value: r.value });
  return out;
}

/**
 * Reads what the pure evaluation needs about one station: its newest value time, its
 * parameters, the valid values of the last `rawHours` before its newest value and the valid
 * hourly means of the 25 hours before it.
 */
export async function loadStationSnapshot(
  db: Kysely<Database>,
  stationId: string,
  now: Date,
  rawHours: number,
): Promise<{ meta: StationMeta; snapshot: StationSnapshot } | null> {
  const repo = createAlertStationsRepository(db);
  const station = await repo.station(stationId);
  if (!station || !station.isActive) return null;
  const parameters = await repo.parameters(stationId);
  const lastTs = station.lastTs?.getTime() ?? null;
  let raw: Record<string, Sample[]> = {};
  let hourly: Record<string, Sample[]> = {};
  if (lastTs !== null && parameters.length > 0) {
    const to = new Date(lastTs);
    raw = group(await repo.validValues(stationId, new Date(lastTs - rawHours * HOUR_MS), to));
    hourly = group(await repo.validHourlyMeans(stationId, new Date(lastTs - 25 * HOUR_MS), to));
  }
  return {
    meta: { id: station.id, module: station.module, stateId: station.stateId },
    snapshot: {
      id: station.id,
      module: station.module,
      targetClass: station.targetClass,
      now: now.getTime(),
      lastTs,
      parameters,
      raw,
      hourly,
    },
  };
}
