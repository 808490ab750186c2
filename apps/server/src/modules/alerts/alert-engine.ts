import {
  evaluateStation as evaluateConditions,
  MODULES,
  transmissionCondition,
  type AlertSettings,
  HOUR_MS,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import { apartFromRequest } from '../../db/query-priority.js';
import type { Database } from '../../db/schema/index.js';
import { createStandardsRepository } from '../calculators/index.js';
import { createAlertEpisodesRepository } from './alert-episodes.repository.js';
import type { AlertNotifier, OpenedAlert } from './alert-notifier.js';
import { createAlertSettingsRepository } from './alert-settings.repository.js';
import { createAlertStationsRepository } from './alert-stations.repository.js';
import { applyConditions } from './apply-conditions.js';
import { judgePendingApprovals } from './approval-alerts.js';
import { loadStationSnapshot } from './station-snapshot.js';

/** How many stations with unevaluated data one sweep catches up at most (the rest wait a minute). */
const CATCH_UP_LIMIT = 25;
/** Pending approvals judged per transaction (the rest in the next one, straight after). */
const APPROVALS_PER_BATCH = 50;
const yieldNow = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The alert engine. It keeps no state of its own between calls: episodes, settings and the
 * per-station evaluation mark are all in the database, so a restart (or a second instance)
 * continues where the last one stopped.
 * - `evaluateStation(id)`: every rule of the station's module on its newest data; called after an
 *   ingestion commits (through `enqueue`, one station at a time, never holding up the logger).
 * - `sweep()`: every minute: transmission (absence of data) for every continuous station, a
 *   catch-up of stations whose data arrived after their last evaluation (e.g. over a restart),
 *   and the approved manual samples still pending (`processApprovals`).
 */
export function createAlertEngine({
  db,
  clock,
  notifier,
  log,
}: {
  db: Kysely<Database>;
  clock: Clock;
  notifier: AlertNotifier | null;
  log: (message: string, err?: unknown) => void;
}) {
  const settingsRepo = createAlertSettingsRepository(db);
  const standards = createStandardsRepository(db);
  const episodes = createAlertEpisodesRepository(db);
  const judgeApprovals = () => judgeAllApprovals(db, clock, settingsRepo, standards);
  const queue = new Set<string>();
  let draining: Promise<void> | null = null;

  /** Tells the recipients about alerts opened together (one message per address). */
  async function notify(opened: readonly OpenedAlert[], now: Date) {
    if (!notifier || opened.length === 0) return;
    try {
      await notifier.notifyOpened(opened, await settingsRepo.settings(), now);
    } catch (err) {
      log(`alerts ${opened.map((a) => a.id).join(', ')}: notification failed`, err);
    }
  }

  /** Every rule of the station on its newest data; answers what it opened, not yet notified. */
  async function evaluate(stationId: string): Promise<OpenedAlert[]> {
    const now = clock.now();
    const settings = await settingsRepo.settings();
    const limits = await standards.limitRows();
    const rawHours = Math.max(settings.outlier.flatLineHours, 1) + 0.25;
    const loaded = await loadStationSnapshot(db, stationId, now, rawHours);
    if (!loaded) return [];
    const conditions = evaluateConditions(loaded.snapshot, { settings, limits });
    const opened = await applyConditions(db, loaded.meta, conditions, now, settings);
    await episodes.markEvaluated(stationId, now);
    return opened;
  }

  async function evaluateStation(stationId: string): Promise<OpenedAlert[]> {
    const opened = await evaluate(stationId);
    await notify(opened, clock.now());
    return opened;
  }

  /** Everything a sweep opens is notified together at its end: one digest per recipient. */
  async function sweep(): Promise<OpenedAlert[]> {
    const now = clock.now();
    const settings = await settingsRepo.settings();
    const { stations, opened } = await sweepTransmission(db, settings, now);
    const behind = stationsBehind(stations, now).filter((s) => !queue.has(s.id));
    const told = [...opened];
    for (const s of behind) {
      const more = await evaluate(s.id);
      opened.push(...more);
      told.push(...more);
      await yieldNow();
    }
    // Approvals whose alerts were not judged after their commit (the instance stopped).
    const approvals = await judgeApprovals();
    opened.push(...approvals.all);
    told.push(...approvals.told);
    await notify(told, clock.now());
    return opened;
  }

  /** Evaluates the queued stations; what they open is notified together once the queue is empty. */
  async function drain() {
    const opened: OpenedAlert[] = [];
    while (queue.size > 0) {
      const [stationId] = queue;
      queue.delete(stationId!);
      try {
        opened.push(...(await evaluate(stationId!)));
      } catch (err) {
        log(`alert evaluation of ${stationId} failed`, err);
      }
      await yieldNow();
    }
    await notify(opened, clock.now());
    draining = null;
  }

  /**
   * Exceedance and NPE of approved manual samples (QUALITY.md: records from approved results),
   * from their pending record, each exactly once (`judgePendingApprovals`): the approving request
   * runs this right after its commit, and every sweep does (after a crash).
   */
  async function processApprovals(): Promise<OpenedAlert[]> {
    const { all, told } = await judgeApprovals();
    await notify(told, clock.now());
    return all;
  }

  return {
    evaluateStation,
    processApprovals,
    sweep,
    /** Evaluates the station soon, after the caller's work (coalesced: one evaluation per queued station). */
    enqueue(stationId: string): void {
      queue.add(stationId);
      // Not tied to the ingestion request that queued it: its logger may hang up at any time.
      draining ??= apartFromRequest(drain);
    },
    /** Resolves when every queued evaluation is done (shutdown, tests). */
    async idle(): Promise<void> {
      while (draining) await draining;
    },
  };
}

export type AlertEngine = ReturnType<typeof createAlertEngine>;

/** Stations with data received since their last evaluation, within the last hour (older data is history). */
function stationsBehind<S extends { lastReceivedAt: Date; evaluatedAt: Date | null }>(
  stations: readonly S[],
  now: Date,
): S[] {
  const recent = now.getTime() - HOUR_MS;
  return stations
    .filter(
      (s) =>
        s.lastReceivedAt.getTime() >= recent &&
        (!s.evaluatedAt || s.evaluatedAt.getTime() < s.lastReceivedAt.getTime()),
    )
    .slice(0, CATCH_UP_LIMIT);
}

/** Judges every pending approval, a batch per transaction: what opened, and what to notify. */
async function judgeAllApprovals(
  db: Kysely<Database>,
  clock: Clock,
  settingsRepo: ReturnType<typeof createAlertSettingsRepository>,
  standards: ReturnType<typeof createStandardsRepository>,
): Promise<{ all: OpenedAlert[]; told: OpenedAlert[] }> {
  const all: OpenedAlert[] = [];
  const told: OpenedAlert[] = [];
  for (;;) {
    const now = clock.now();
    const settings = await settingsRepo.settings();
    const limits = await standards.limitRows();
    const batch = await judgePendingApprovals(db, { settings, limits }, now, APPROVALS_PER_BATCH);
    told.push(...batch.opened.flatMap((o) => (o.notify ? [o.alert] : [])));
    all.push(...batch.opened.map((o) => o.alert));
    if (batch.claimed < APPROVALS_PER_BATCH) return { all, told };
    await yieldNow();
  }
}

/** Transmission (absence of data) of every active continuous station, and the stations read for it. */
async function sweepTransmission(db: Kysely<Database>, settings: AlertSettings, now: Date) {
  const stations = await createAlertStationsRepository(db).expectingData();
  const opened: OpenedAlert[] = [];
  if (!settings.transmission.enabled) return { stations, opened };
  for (const s of stations) {
    if (MODULES[s.module].kind !== 'continuous' && MODULES[s.module].kind !== 'mobile') continue;
    const condition = transmissionCondition(
      { module: s.module, now: now.getTime(), lastTs: s.lastTs.getTime() },
      settings.transmission,
    );
    if (!condition) continue;
    const station = { id: s.id, module: s.module, stateId: s.stateId };
    opened.push(...(await applyConditions(db, station, [condition], now, settings)));
    await yieldNow();
  }
  return { stations, opened };
}
