import type { Condition } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { createAlertEpisodesRepository } from './alert-episodes.repository.js';
import type { AlertNotifier, OpenedAlert } from './alert-notifier.js';
import { createAlertSettingsRepository } from './alert-settings.repository.js';
import { applyConditions } from './apply-conditions.js';
import type { StationMeta } from './station-snapshot.js';

/**
 * Alerts of results a module judges against criteria of its own (the Straits of Johor's
 * standard, approved with its round), opened by the engine's episode rule (`applyConditions`):
 * `open` runs inside the caller's transaction, so the alerts exist exactly when the approval
 * does; `notify` tells the recipients after the commit, as the engine does. `withdraw` ends the
 * ongoing episodes a round opened when it is reopened.
 */
export function createJudgedAlerts({
  clock,
  notifier,
  log,
}: {
  clock: Clock;
  notifier: AlertNotifier | null;
  log: (message: string, err?: unknown) => void;
}) {
  return {
    async open(
      trx: Kysely<Database>,
      station: StationMeta,
      conditions: readonly Condition[],
      now: Date,
    ): Promise<OpenedAlert[]> {
      const settings = await createAlertSettingsRepository(trx).settings();
      const enabled = conditions.filter(
        (c) => c.kind !== 'exceedance' || settings.exceedance.enabled,
      );
      return applyConditions(trx, station, enabled, now, settings);
    },

    async notify(trx: Kysely<Database>, opened: readonly OpenedAlert[]): Promise<void> {
      if (!notifier || opened.length === 0) return;
      try {
        const settings = await createAlertSettingsRepository(trx).settings();
        await notifier.notifyOpened(opened, settings, clock.now());
      } catch (err) {
        log(`alerts ${opened.map((a) => a.id).join(', ')}: notification failed`, err);
      }
    },

    /** Ends (auto-closing when nobody closed them) the ongoing episodes opened from this source. */
    async withdraw(
      trx: Kysely<Database>,
      stationId: string,
      source: { key: string; value: string | number },
      at: Date,
      note: string,
    ): Promise<number> {
      const episodes = createAlertEpisodesRepository(trx);
      const ended = await episodes.end({ stationId, source }, at);
      await episodes.addEvents(
        ended.map((a) => ({
          alertId: a.id,
          at,
          action: 'withdrawn',
          note,
          data: { status: a.status },
        })),
      );
      return ended.length;
    },
  };
}

export type JudgedAlerts = ReturnType<typeof createJudgedAlerts>;
