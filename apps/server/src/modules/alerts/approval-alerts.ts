import { evaluateStation as evaluateConditions, type AlertRules } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { createAlertEpisodesRepository } from './alert-episodes.repository.js';
import type { OpenedAlert } from './alert-notifier.js';
import { applyConditions } from './apply-conditions.js';
import { loadStationSnapshot } from './station-snapshot.js';

/** An approved manual sample as its alerts are judged: its station, its time and usable values. */
interface ApprovedSampleValues {
  readonly sampleId?: number;
  readonly stationId: string;
  readonly at: Date;
  readonly values: Readonly<Record<string, number>>;
}

/**
 * Records approved samples as "approved, alerts pending", inside the approval's own transaction:
 * once it commits, their exceedance and NPE alerts are opened by `judgePendingApprovals` (right
 * after the approval, or by the next sweep after a crash), exactly once. `notify: false` judges
 * them without mail (the demo's archive).
 */
export async function recordPendingApprovals(
  trx: Kysely<Database>,
  samples: readonly ApprovedSampleValues[],
  now: Date,
  notify = true,
): Promise<void> {
  if (samples.length === 0) return;
  await createAlertEpisodesRepository(trx).recordPending(
    samples.map((s) => ({
      sampleId: s.sampleId ?? null,
      stationId: s.stationId,
      at: s.at,
      values: s.values,
      notify,
    })),
    now,
  );
}

/**
 * Judges one batch of pending approvals in one transaction with their claim: each sample's values
 * are taken as its station's newest (oldest first), so an exceedance opens an episode and the next
 * sample within the limit ends it; nothing else of the station is read. Answers how many rows it
 * claimed and the alerts it opened, each with whether to notify (after the commit).
 */
export async function judgePendingApprovals(
  db: Kysely<Database>,
  rules: AlertRules,
  now: Date,
  limit: number,
): Promise<{ claimed: number; opened: { alert: OpenedAlert; notify: boolean }[] }> {
  return db.transaction().execute(async (trx) => {
    // Claimed and deleted with the judgement: a rollback gives the rows back.
    const rows = await createAlertEpisodesRepository(trx).claimPending(limit);
    rows.sort((a, b) => a.at.getTime() - b.at.getTime());
    const opened: { alert: OpenedAlert; notify: boolean }[] = [];
    for (const row of rows) {
      const loaded = await loadStationSnapshot(trx, row.stationId, now, 0);
      if (!loaded) continue;
      const ts = row.at.getTime();
      const snapshot = {
        ...loaded.snapshot,
        lastTs: ts,
        raw: Object.fromEntries(
          Object.entries(row.sampleValues).map(([code, value]) => [code, [{ ts, value }]]),
        ),
        hourly: {},
      };
      const conditions = evaluateConditions(snapshot, rules).filter(
        (c) => c.kind === 'exceedance' || c.kind === 'npe1' || c.kind === 'npe2',
      );
      for (const alert of await applyConditions(trx, loaded.meta, conditions, now, rules.settings))
        opened.push({ alert, notify: row.notify });
    }
    return { claimed: rows.length, opened };
  });
}
