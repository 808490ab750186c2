import type { ModuleCode, Sample, StationSnapshot } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

const HOUR = 3_600_000;

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
 * hourly means of the 25 hours before it. Every read is by the station's key (primary-key and
 * index ranges), so evaluating a batch stays cheap.
 */
export async function loadStationSnapshot(
  db: Kysely<Database>,
  stationId: string,
  now: Date,
  rawHours: number,
): Promise<{ meta: StationMeta; snapshot: StationSnapshot } | null> {
  const station = await db
    .selectFrom('station')
    .leftJoin('stationStatus', 'stationStatus.stationId', 'station.id')
    .select([
      'station.id',
      'station.module',
      'station.stateId',
      'station.targetClass',
      'station.isActive',
      'stationStatus.lastTs',
    ])
    .where('station.id', '=', stationId)
    .executeTakeFirst();
  if (!station || !station.isActive) return null;
  const parameters = await db
    .selectFrom('stationParameter')
    .innerJoin('parameter', 'parameter.code', 'stationParameter.parameterCode')
    .select(['parameter.code', 'parameter.unit', 'parameter.maxStep'])
    .where('stationParameter.stationId', '=', stationId)
    .where('stationParameter.isActive', '=', true)
    .execute();
  const lastTs = station.lastTs?.getTime() ?? null;
  let raw: Record<string, Sample[]> = {};
  let hourly: Record<string, Sample[]> = {};
  if (lastTs !== null && parameters.length > 0) {
    const rawRows = await db
      .selectFrom('currentReading as c')
      .select(['c.parameterCode', 'c.ts', 'c.value'])
      .where('c.stationId', '=', stationId)
      .where('c.ts', '>', new Date(lastTs - rawHours * HOUR))
      .where('c.ts', '<=', new Date(lastTs))
      .where('c.validity', '>', 0)
      .orderBy('c.ts')
      .execute();
    raw = group(rawRows);
    const hourRows = await db
      .selectFrom('readingHourly')
      .select(['parameterCode', 'hour as ts', 'avg as value'])
      .where('stationId', '=', stationId)
      .where('hour', '>', new Date(lastTs - 25 * HOUR))
      .where('hour', '<=', new Date(lastTs))
      .where('validity', '>', 0)
      .orderBy('hour')
      .execute();
    hourly = group(hourRows);
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
