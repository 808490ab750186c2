import {
  episodeGate,
  episodeKey,
  episodeStep,
  type AlertSettings,
  type Condition,
  type EpisodeStep,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { createAlertEpisodesRepository } from './alert-episodes.repository.js';
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

type Episodes = ReturnType<typeof createAlertEpisodesRepository>;

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
  const read = createAlertEpisodesRepository(db);
  const ongoing = await read.ongoing(station.id);
  const onsets = await read.onsets(station.id);
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
    const episodes = createAlertEpisodesRepository(trx);
    const opened: OpenedAlert[] = [];
    for (const { c, key, current, step } of work) {
      const alert = await applyStep(episodes, { station, c, key, current, step, now });
      if (alert) opened.push(alert);
    }
    return opened;
  });
}

/** One key's step, inside the transaction; answers the alert when it opened one. */
async function applyStep(
  episodes: Episodes,
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
      await episodes.saveOnset(key, w.station.id, new Date(step.since), now);
      return null;
    case 'forget':
      await episodes.forgetOnset(key);
      return null;
    case 'open':
      await episodes.forgetOnset(key);
      return openEpisode(episodes, w.station, c, key, now, new Date(step.since));
    case 'continue':
    case 'clearing':
      if (current) {
        const clearSince = step.action === 'clearing' ? new Date(step.since) : null;
        await updateEpisode(episodes, current, c, now, clearSince);
      }
      return null;
    case 'end':
      if (current) await endEpisode(episodes, current, c, new Date(step.at));
      return null;
    default:
      return null;
  }
}

async function openEpisode(
  episodes: Episodes,
  station: StationMeta,
  c: Condition,
  key: string,
  now: Date,
  heldSince: Date,
): Promise<OpenedAlert | null> {
  const row = await episodes.open({
    episodeKey: key,
    kind: c.kind,
    module: station.module,
    stationId: station.id,
    stateId: station.stateId,
    parameterCode: c.parameter,
    averaging: c.averaging,
    value: c.value,
    limitValue: c.limit,
    unit: c.unit,
    standardVersion: c.standardVersion,
    detail: c.detail,
    valueAt: new Date(c.at),
    openedAt: now,
  });
  if (!row) return null;
  await episodes.addEvents([
    {
      alertId: row.id,
      at: now,
      action: 'opened',
      data: {
        value: c.value,
        limit: c.limit,
        unit: c.unit,
        standardVersion: c.standardVersion,
        heldSince: heldSince.toISOString(),
        ...c.detail,
      },
    },
  ]);
  return row;
}

/** The episode goes on: its newest value, peak and limit; `clearSince` when it is clear but not yet for the gap. */
async function updateEpisode(
  episodes: Episodes,
  current: Ongoing,
  c: Condition,
  now: Date,
  clearSince: Date | null,
): Promise<void> {
  const peak =
    c.value === null ? current.peakValue : Math.max(current.peakValue ?? c.value, c.value);
  await episodes.update(current.id, {
    ...(clearSince ? {} : { lastSeenAt: now }),
    clearSince,
    value: c.value,
    peakValue: clearSince ? current.peakValue : peak,
    limitValue: c.limit,
    standardVersion: c.standardVersion,
    valueAt: new Date(c.at),
    detail: c.detail,
  });
  if (current.standardVersion !== c.standardVersion || current.limitValue !== c.limit) {
    await episodes.addEvents([
      {
        alertId: current.id,
        at: now,
        action: 'limit_changed',
        data: {
          from: { limit: current.limitValue, standardVersion: current.standardVersion },
          to: { limit: c.limit, standardVersion: c.standardVersion },
        },
      },
    ]);
  }
}

/** The episode ended `at` (when its condition became clear); an alert nobody closed is auto-closed. */
async function endEpisode(
  episodes: Episodes,
  current: Ongoing,
  c: Condition,
  at: Date,
): Promise<void> {
  const [ended] = await episodes.end({ id: current.id }, at);
  if (ended) {
    await episodes.addEvents([
      {
        alertId: current.id,
        at,
        action: 'condition_ended',
        data: { value: c.value, limit: c.limit, status: ended.status },
      },
    ]);
  }
}
