import { randomUUID } from 'node:crypto';
import { AIR_POLLUTANTS, type ApiTableSet, type ChangeKind, type ValueState } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { Principal } from '../../plugins/access-control.js';
import { apiHoursAffected, hoursOf, refreshAirIndex, refreshHourly } from '../ingest/index.js';
import { assertUnlocked, noteValuesChanged } from '../values/index.js';

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
  for (let i = 0; i < changes.length; i += CHUNK) {
    const part = changes.slice(i, i + CHUNK);
    const ids = await trx
      .insertInto('readingChange')
      .values(
        part.map((c) => ({
          changeSet,
          stationId: station.id,
          parameterCode: c.parameterCode,
          ts: c.ts,
          kind: c.kind,
          reason,
          userId: actor.userId,
          username: actor.username,
          at,
          before: JSON.stringify(c.before),
          after: JSON.stringify(c.after),
        })),
      )
      .returning('id')
      .execute();
    await trx
      .insertInto('readingState')
      .values(
        part.map((c, k) => ({
          stationId: station.id,
          parameterCode: c.parameterCode,
          ts: c.ts,
          value: c.after.value,
          validity: c.after.validity,
          nullReason: c.after.nullReason,
          qualifiers: [...c.after.qualifiers],
          changeId: Number(ids[k]!.id),
          updatedAt: at,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['stationId', 'parameterCode', 'ts']).doUpdateSet((eb) => ({
          value: eb.ref('excluded.value'),
          validity: eb.ref('excluded.validity'),
          nullReason: eb.ref('excluded.nullReason'),
          qualifiers: eb.ref('excluded.qualifiers'),
          changeId: eb.ref('excluded.changeId'),
          updatedAt: eb.ref('excluded.updatedAt'),
        })),
      )
      .execute();
  }
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
    const latest = await trx
      .selectFrom('readingHourly')
      .select(sql<Date | null>`max(hour)`.as('h'))
      .where('stationId', '=', station.id)
      .executeTakeFirst();
    await refreshAirIndex(
      trx,
      station.id,
      apiHoursAffected(hours, latest?.h ? new Date(latest.h).getTime() : Math.max(...hours)),
      tables,
    );
  }
}
