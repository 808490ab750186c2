import { randomUUID } from 'node:crypto';
import { AIR_POLLUTANTS, type ApiTableSet, type ChangeKind, type ValueState } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { Principal } from '../../plugins/access-control.js';
import { apiHoursAffected, hoursOf, refreshAirIndex, refreshHourly } from '../ingest/index.js';
import { appendChanges, assertUnlocked, noteValuesChanged } from '../values/index.js';
import { createQaqcRepository } from './qaqc.repository.js';

export interface ValueChange {
  readonly parameterCode: string;
  readonly ts: Date;
  readonly kind: ChangeKind;
  readonly before: ValueState;
  readonly after: ValueState;
}

const CHUNK = 1000;

/**
 * Writes one change set: an appended `reading_change` per value and its new `reading_state`,
 * then re-derives the hourly rollups (and so `reading_daily`) and, for air pollutants, the
 * station-hour API of every hour the values can reach. Refuses (`QAQC_LOCKED`) a change set that
 * reaches approved data. Call inside a transaction.
 */
export async function writeChangeSet(
  trx: Kysely<Database>,
  input: {
    readonly station: { readonly id: string; readonly expectedIntervalMinutes: number | null };
    readonly actor: Pick<Principal, 'userId' | 'username'>;
    readonly reason: string;
    readonly at: Date;
    readonly changes: readonly ValueChange[];
    readonly apiTables: ApiTableSet | null;
  },
): Promise<string> {
  const { station, actor, reason, at, changes } = input;
  // The last guard of every change set: approved data is never rewritten, whoever asks.
  await assertUnlocked(trx, station.id, changes);
  // The public answers showing this station are built again once this commits.
  await noteValuesChanged(trx, [station.id]);
  const changeSet = randomUUID();
  const origin = {
    changeSet,
    stationId: station.id,
    reason,
    userId: actor.userId,
    username: actor.username,
    at,
  };
  for (let i = 0; i < changes.length; i += CHUNK)
    await appendChanges(
      trx,
      origin,
      changes.slice(i, i + CHUNK).map((c) => ({ ...c, state: c.after })),
    );
  await rederive(trx, station, changes, input.apiTables);
  return changeSet;
}

async function rederive(
  trx: Kysely<Database>,
  station: { id: string; expectedIntervalMinutes: number | null },
  changes: readonly ValueChange[],
  tables: ApiTableSet | null,
) {
  if (changes.length === 0) return;
  const parameters = [...new Set(changes.map((c) => c.parameterCode))];
  const hours = hoursOf(changes.map((c) => c.ts.getTime()));
  const expected = Math.max(1, Math.round(60 / (station.expectedIntervalMinutes ?? 60)));
  await refreshHourly(trx, station.id, parameters, hours, expected);
  if (tables && parameters.some((p) => (AIR_POLLUTANTS as readonly string[]).includes(p))) {
    const latest = await createQaqcRepository(trx).latestHour(station.id);
    await refreshAirIndex(
      trx,
      station.id,
      apiHoursAffected(hours, latest ?? Math.max(...hours)),
      tables,
    );
  }
}
