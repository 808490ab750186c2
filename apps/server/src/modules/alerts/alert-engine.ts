import {
  evaluateStation as evaluateConditions,
  MODULES,
  transmissionCondition,
  type AlertSettings,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import { apartFromRequest } from '../../db/query-priority.js';
import type { Database } from '../../db/schema/index.js';
import { createStandardsRepository } from '../calculators/index.js';
import type { AlertNotifier, OpenedAlert } from './alert-notifier.js';
import { createAlertSettingsRepository } from './alert-settings.repository.js';
import { applyConditions } from './apply-conditions.js';
import { loadStationSnapshot } from './station-snapshot.js';

/** How many stations with unevaluated data one sweep catches up at most (the rest wait a minute). */
const CATCH_UP_LIMIT = 25;
const yieldNow = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The alert engine. It keeps no state of its own between calls: episodes, settings and the
 * per-station evaluation mark are all in the database, so a restart (or a second instance)
 * continues where the last one stopped.
 * - `evaluateStation(id)`: every rule of the station's module on its newest data; called after an
 *   ingestion commits (through `enqueue`, one station at a time, never holding up the logger).
 * - `sweep()`: every minute: transmission (absence of data) for every continuous station, and a
 *   catch-up of stations whose data arrived after their last evaluation (e.g. over a restart).
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
  const queue = new Set<string>();
  let draining: Promise<void> | null = null;

  async function notify(opened: readonly OpenedAlert[], settings: AlertSettings, now: Date) {
    if (!notifier) return;
    for (const alert of opened) {
      try {
        await notifier.notifyOpened(alert, settings, now);
      } catch (err) {
        log(`alert ${alert.id}: notification failed`, err);
      }
    }
  }

  async function evaluateStation(stationId: string): Promise<OpenedAlert[]> {
    const now = clock.now();
    const settings = await settingsRepo.settings();
    const limits = await standards.limitRows();
    const rawHours = Math.max(settings.outlier.flatLineHours, 1) + 0.25;
    const loaded = await loadStationSnapshot(db, stationId, now, rawHours);
    if (!loaded) return [];
    const conditions = evaluateConditions(loaded.snapshot, { settings, limits });
    const opened = await applyConditions(db, loaded.meta, conditions, now);
    await db
      .insertInto('alertStationMark')
      .values({ stationId, evaluatedAt: now })
      .onConflict((oc) => oc.column('stationId').doUpdateSet({ evaluatedAt: now }))
      .execute();
    await notify(opened, settings, now);
    return opened;
  }

  async function sweep(): Promise<OpenedAlert[]> {
    const now = clock.now();
    const settings = await settingsRepo.settings();
    const stations = await db
      .selectFrom('station')
      .innerJoin('stationStatus', 'stationStatus.stationId', 'station.id')
      .leftJoin('alertStationMark', 'alertStationMark.stationId', 'station.id')
      .select([
        'station.id',
        'station.module',
        'station.stateId',
        'stationStatus.lastTs',
        'stationStatus.lastReceivedAt',
        'alertStationMark.evaluatedAt',
      ])
      .where('station.isActive', '=', true)
      .where('station.expectedIntervalMinutes', 'is not', null)
      .execute();
    const opened: OpenedAlert[] = [];
    if (settings.transmission.enabled) {
      for (const s of stations) {
        if (MODULES[s.module].kind !== 'continuous' && MODULES[s.module].kind !== 'mobile')
          continue;
        const condition = transmissionCondition(
          { module: s.module, now: now.getTime(), lastTs: s.lastTs.getTime() },
          settings.transmission,
        );
        if (!condition) continue;
        opened.push(
          ...(await applyConditions(
            db,
            { id: s.id, module: s.module, stateId: s.stateId },
            [condition],
            now,
          )),
        );
        await yieldNow();
      }
    }
    // Data received since the station's last evaluation, within the last hour (older data is history).
    const recent = now.getTime() - 3_600_000;
    const behind = stations
      .filter(
        (s) =>
          s.lastReceivedAt.getTime() >= recent &&
          (!s.evaluatedAt || s.evaluatedAt.getTime() < s.lastReceivedAt.getTime()) &&
          !queue.has(s.id),
      )
      .slice(0, CATCH_UP_LIMIT);
    await notify(opened, settings, now);
    for (const s of behind) {
      opened.push(...(await evaluateStation(s.id)));
      await yieldNow();
    }
    return opened;
  }

  async function drain() {
    while (queue.size > 0) {
      const [stationId] = queue;
      queue.delete(stationId!);
      try {
        await evaluateStation(stationId!);
      } catch (err) {
        log(`alert evaluation of ${stationId} failed`, err);
      }
      await yieldNow();
    }
    draining = null;
  }

  /**
   * Exceedance and NPE of approved manual samples (QUALITY.md: records from approved results),
   * oldest first: each sample's values are judged as the station's newest, so an exceedance opens
   * an episode and the next sample within the limit ends it. Nothing else of the station is read.
   */
  async function evaluateSamples(
    samples: readonly {
      stationId: string;
      at: Date;
      values: Readonly<Record<string, number>>;
    }[],
  ): Promise<OpenedAlert[]> {
    if (samples.length === 0) return [];
    const now = clock.now();
    const settings = await settingsRepo.settings();
    const limits = await standards.limitRows();
    const opened: OpenedAlert[] = [];
    for (const sample of samples) {
      const loaded = await loadStationSnapshot(db, sample.stationId, now, 0);
      if (!loaded) continue;
      const ts = sample.at.getTime();
      const snapshot = {
        ...loaded.snapshot,
        lastTs: ts,
        raw: Object.fromEntries(
          Object.entries(sample.values).map(([code, value]) => [code, [{ ts, value }]]),
        ),
        hourly: {},
      };
      const conditions = evaluateConditions(snapshot, { settings, limits }).filter(
        (c) => c.kind === 'exceedance' || c.kind === 'npe1' || c.kind === 'npe2',
      );
      opened.push(...(await applyConditions(db, loaded.meta, conditions, now)));
      await yieldNow();
    }
    await notify(opened, settings, now);
    return opened;
  }

  return {
    evaluateStation,
    evaluateSamples,
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
