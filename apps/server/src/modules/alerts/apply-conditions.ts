import {
  episodeGate,
  episodeKey,
  episodeStep,
  type AlertSettings,
  type Condition,
  type EpisodeStep,
} from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { OpenedAlert } from './alert-notifier.js';
import type { StationMeta } from './station-snapshot.js';

const keyOf = (stationId: string, c: Condition) =>
  episodeKey(c.kind, stationId, c.parameter, c.averaging);

/** An ongoing episode as the writes need it. */
interface Ongoing {
  readonly id: string;
  readonly peakValue: number | null;
  readonly limitValue: number | null;
  readonly standardVersion: string | null;
}

const systemEvent = (alertId: string, at: Date, action: string, data: object) => ({
  alertId,
  at,
  action,
  userId: null,
  username: 'system',
  note: null,
  data: JSON.stringify(data),
});

/**
 * Turns a station's evaluated conditions into episodes by the episode rule (`episodeStep`, with
 * the kind's gate from the settings): a condition that holds is remembered as an onset until it
 * has held the minimum duration, then opens an episode when its key has none ongoing; an ongoing
 * episode is updated (last seen, value, peak, the limit and standard version in force) while its
 * condition holds (within the deadband too), and ends (auto-closing an alert nobody closed) once
 * its condition has been clear for the rejoin gap. An officer's close does not end the episode,
 * so a condition that goes on after it does not open a second alert.
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
  settings: AlertSettings,
): Promise<OpenedAlert[]> {
  if (conditions.length === 0) return [];
  // Read before the transaction (one session on PGlite); the writes re-check inside it.
  const ongoing = await db
    .selectFrom('alert')
    .select(['id', 'episodeKey', 'peakValue', 'limitValue', 'standardVersion', 'clearSince'])
    .where('stationId', '=', station.id)
    .where('conditionEndedAt', 'is', null)
    .execute();
  const onsets = await db
    .selectFrom('alertOnset')
    .select(['episodeKey', 'since', 'seenAt'])
    .where('stationId', '=', station.id)
    .execute();
  const byKey = new Map(ongoing.map((a) => [a.episodeKey, a]));
  const onsetOf = new Map(onsets.map((o) => [o.episodeKey, o]));
  const work = conditions
    .map((c) => {
      const key = keyOf(station.id, c);
      const current = byKey.get(key);
      const step = episodeStep(
        {
          ongoing: current !== undefined,
          clearSince: current?.clearSince?.getTime() ?? null,
          onsetSince: onsetOf.get(key)?.since.getTime() ?? null,
          onsetSeenAt: onsetOf.get(key)?.seenAt.getTime() ?? null,
        },
        { active: c.active, held: c.held ?? c.active, now: now.getTime() },
        episodeGate(settings, c.kind, station.module),
      );
      return { c, key, current, step };
    })
    .filter(({ step }) => step.action !== 'none');
  if (work.length === 0) return [];

  // Inside the caller's transaction when given one (the judgement of pending approvals).
  const write = (run: (trx: Kysely<Database>) => Promise<OpenedAlert[]>) =>
    db.isTransaction ? run(db) : db.transaction().execute(run);
  return write(async (trx) => {
    const opened: OpenedAlert[] = [];
    for (const { c, key, current, step } of work) {
      const alert = await applyStep(trx, { station, c, key, current, step, now });
      if (alert) opened.push(alert);
    }
    return opened;
  });
}

/** One key's step, inside the transaction; answers the alert when it opened one. */
async function applyStep(
  trx: Kysely<Database>,
  w: {
    station: StationMeta;
    c: Condition;
    key: string;
    current: Ongoing | undefined;
    step: EpisodeStep;
    now: Date;
  },
): Promise<OpenedAlert | null> {
  const { c, key, current, step, now } = w;
  switch (step.action) {
    case 'onset':
      await trx
        .insertInto('alertOnset')
        .values({
          episodeKey: key,
          stationId: w.station.id,
          since: new Date(step.since),
          seenAt: now,
        })
        .onConflict((oc) =>
          oc.column('episodeKey').doUpdateSet({ since: new Date(step.since), seenAt: now }),
        )
        .execute();
      return null;
    case 'forget':
      await trx.deleteFrom('alertOnset').where('episodeKey', '=', key).execute();
      return null;
    case 'open':
      await trx.deleteFrom('alertOnset').where('episodeKey', '=', key).execute();
      return openEpisode(trx, w.station, c, key, now, new Date(step.since));
    case 'continue':
    case 'clearing':
      if (current) {
        const clearSince = step.action === 'clearing' ? new Date(step.since) : null;
        await updateEpisode(trx, current, c, now, clearSince);
      }
      return null;
    case 'end':
      if (current) await endEpisode(trx, current, c, new Date(step.at));
      return null;
    default:
      return null;
  }
}

async function openEpisode(
  trx: Kysely<Database>,
  station: StationMeta,
  c: Condition,
  key: string,
  now: Date,
  heldSince: Date,
): Promise<OpenedAlert | null> {
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
    .onConflict((oc) => oc.column('episodeKey').where('conditionEndedAt', 'is', null).doNothing())
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
  if (!row) return null;
  await trx
    .insertInto('alertEvent')
    .values(
      systemEvent(row.id, now, 'opened', {
        value: c.value,
        limit: c.limit,
        unit: c.unit,
        standardVersion: c.standardVersion,
        heldSince: heldSince.toISOString(),
        ...c.detail,
      }),
    )
    .execute();
  return row;
}

/** The episode goes on: its newest value, peak and limit; `clearSince` when it is clear but not yet for the gap. */
async function updateEpisode(
  trx: Kysely<Database>,
  current: Ongoing,
  c: Condition,
  now: Date,
  clearSince: Date | null,
): Promise<void> {
  const peak =
    c.value === null ? current.peakValue : Math.max(current.peakValue ?? c.value, c.value);
  await trx
    .updateTable('alert')
    .set({
      ...(clearSince ? {} : { lastSeenAt: now }),
      clearSince,
      value: c.value,
      peakValue: clearSince ? current.peakValue : peak,
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
      .values(
        systemEvent(current.id, now, 'limit_changed', {
          from: { limit: current.limitValue, standardVersion: current.standardVersion },
          to: { limit: c.limit, standardVersion: c.standardVersion },
        }),
      )
      .execute();
  }
}

/** The episode ended `at` (when its condition became clear); an alert nobody closed is auto-closed. */
async function endEpisode(
  trx: Kysely<Database>,
  current: Ongoing,
  c: Condition,
  at: Date,
): Promise<void> {
  const ended = await trx
    .updateTable('alert')
    .set({
      conditionEndedAt: at,
      status: sql`case when status in ('open', 'acknowledged') then 'auto_closed' else status end`,
      closedAt: sql`coalesce(closed_at, ${at})`,
    })
    .where('id', '=', current.id)
    .where('conditionEndedAt', 'is', null)
    .returning('status')
    .executeTakeFirst();
  if (ended) {
    await trx
      .insertInto('alertEvent')
      .values(
        systemEvent(current.id, at, 'condition_ended', {
          value: c.value,
          limit: c.limit,
          status: ended.status,
        }),
      )
      .execute();
  }
}
