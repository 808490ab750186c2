import type { Condition } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
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
      const ended = await trx
        .updateTable('alert')
        .set({
          conditionEndedAt: at,
          status: sql`case when status in ('open', 'acknowledged') then 'auto_closed' else status end`,
          closedAt: sql`coalesce(closed_at, ${at})`,
        })
        .where('stationId', '=', stationId)
        .where('conditionEndedAt', 'is', null)
        .where(sql<string>`detail->>${source.key}`, '=', String(source.value))
        .returning(['id', 'status'])
        .execute();
      if (ended.length > 0)
        await trx
          .insertInto('alertEvent')
          .values(
            ended.map((a) => ({
              alertId: a.id,
              at,
              action: 'withdrawn',
              userId: null,
              username: 'system',
              note,
              data: JSON.stringify({ status: a.status }),
            })),
          )
          .execute();
      return ended.length;
    },
  };
}

export type JudgedAlerts = ReturnType<typeof createJudgedAlerts>;
