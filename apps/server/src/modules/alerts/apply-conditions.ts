import { episodeKey, type Condition } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { OpenedAlert } from './alert-notifier.js';
import type { StationMeta } from './station-snapshot.js';

const keyOf = (stationId: string, c: Condition) =>
  episodeKey(c.kind, stationId, c.parameter, c.averaging);

/**
 * Turns a station's evaluated conditions into episodes: an active condition opens an episode
 * when its key has none ongoing, or updates the ongoing one (last seen, value, peak, the limit
 * and standard version in force); an inactive condition ends the ongoing episode (auto-closing an
 * alert nobody closed). An officer's close does not end the episode, so a condition that goes on
 * after it does not open a second alert.
 *
 * Safe with several instances: the insert does nothing when another instance already holds the
 * key's ongoing episode (unique partial index), and updates only touch rows still ongoing. Runs
 * in its own transaction, or in the caller's when `db` is one.
 * Answers the alerts this call opened (for notification after the commit).
 */
export async function applyConditions(
  db: Kysely<Database>,
  station: StationMeta,
  conditions: readonly Condition[],
  now: Date,
): Promise<OpenedAlert[]> {
  if (conditions.length === 0) return [];
  const keys = conditions.map((c) => keyOf(station.id, c));
  // Read before the transaction (one session on PGlite); the writes re-check inside it.
  const ongoing = await db
    .selectFrom('alert')
    .select(['id', 'episodeKey', 'peakValue', 'limitValue', 'standardVersion', 'status'])
    .where('stationId', '=', station.id)
    .where('conditionEndedAt', 'is', null)
    .execute();
  const byKey = new Map(
    ongoing.filter((a) => keys.includes(a.episodeKey)).map((a) => [a.episodeKey, a]),
  );
  const work = conditions
    .map((c, i) => ({ c, key: keys[i]!, current: byKey.get(keys[i]!) }))
    .filter(({ c, current }) => c.active || current);
  if (work.length === 0) return [];

  // Inside the caller's transaction when given one (the judgement of pending approvals).
  const write = (run: (trx: Kysely<Database>) => Promise<OpenedAlert[]>) =>
    db.isTransaction ? run(db) : db.transaction().execute(run);
  return write(async (trx) => {
    const opened: OpenedAlert[] = [];
    for (const { c, key, current } of work) {
      if (c.active && !current) {
        const row = await trx
          .insertInto('alert')
          .values({
            episodeKey: key,
            kind: c.kind,
            module: station.module,
            stationId: station.id,
            stateId: station.stateId,
            parameterCode: c.parameter,
            averaging: c.averaging,
            status: 'open',
            value: c.value,
            peakValue: c.value,
            limitValue: c.limit,
            unit: c.unit,
            standardVersion: c.standardVersion,
            detail: JSON.stringify(c.detail),
            valueAt: new Date(c.at),
            openedAt: now,
            lastSeenAt: now,
          })
          .onConflict((oc) =>
            oc.column('episodeKey').where('conditionEndedAt', 'is', null).doNothing(),
          )
          .returning([
            'id',
            'episodeKey',
            'kind',
            'module',
            'stationId',
            'stateId',
            'parameterCode',
            'value',
            'limitValue',
            'unit',
            'openedAt',
          ])
          .executeTakeFirst();
        if (!row) continue;
        await trx
          .insertInto('alertEvent')
          .values({
            alertId: row.id,
            at: now,
            action: 'opened',
            userId: null,
            username: 'system',
            note: null,
            data: JSON.stringify({
              value: c.value,
              limit: c.limit,
              unit: c.unit,
              standardVersion: c.standardVersion,
              ...c.detail,
            }),
          })
          .execute();
        opened.push(row);
      } else if (c.active && current) {
        const peak =
          c.value === null ? current.peakValue : Math.max(current.peakValue ?? c.value, c.value);
        await trx
          .updateTable('alert')
          .set({
            lastSeenAt: now,
            value: c.value,
            peakValue: peak,
            limitValue: c.limit,
            standardVersion: c.standardVersion,
            valueAt: new Date(c.at),
            detail: JSON.stringify(c.detail),
          })
          .where('id', '=', current.id)
          .where('conditionEndedAt', 'is', null)
          .execute();
        if (current.standardVersion !== c.standardVersion || current.limitValue !== c.limit) {
          await trx
            .insertInto('alertEvent')
            .values({
              alertId: current.id,
              at: now,
              action: 'limit_changed',
              userId: null,
              username: 'system',
              note: null,
              data: JSON.stringify({
                from: { limit: current.limitValue, standardVersion: current.standardVersion },
                to: { limit: c.limit, standardVersion: c.standardVersion },
              }),
            })
            .execute();
        }
      } else if (current) {
        const ended = await trx
          .updateTable('alert')
          .set({
            conditionEndedAt: now,
            status: sql`case when status in ('open', 'acknowledged') then 'auto_closed' else status end`,
            closedAt: sql`coalesce(closed_at, ${now})`,
          })
          .where('id', '=', current.id)
          .where('conditionEndedAt', 'is', null)
          .returning('status')
          .executeTakeFirst();
        if (ended) {
          await trx
            .insertInto('alertEvent')
            .values({
              alertId: current.id,
              at: now,
              action: 'condition_ended',
              userId: null,
              username: 'system',
              note: null,
              data: JSON.stringify({ value: c.value, limit: c.limit, status: ended.status }),
            })
            .execute();
        }
      }
    }
    return opened;
  });
}
