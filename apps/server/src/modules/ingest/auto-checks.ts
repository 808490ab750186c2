import { randomUUID } from 'node:crypto';
import {
  pmRatioCheck,
  QARTOD,
  runLevel1Checks,
  VALIDITY,
  withFlag,
  type CheckResult,
  type CheckThresholds,
  type QartodFlag,
  type Validity,
  type ValueState,
  DAY_MS,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { appendChanges, partitionLocked } from '../values/index.js';
import type { createReadingsRepository } from './readings.repository.js';
import type { GoodItem } from './validate-items.js';

type ReadingsRepository = ReturnType<typeof createReadingsRepository>;

export const key = (parameter: string, ts: number) => `${parameter}|${ts}`;

type Prior = { ts: number; value: number | null };

/** A flat run the checks found: every value of `parameter` from `from` up to `until` is flagged. */
export interface FlatRun {
  readonly parameter: string;
  readonly from: number;
  readonly until: number;
  readonly flag: QartodFlag;
}

/** The current values of the station's parameters in the 24 hours before (and among) the items. */
export async function priorValues(
  readings: Pick<ReadingsRepository, 'currentBetween'>,
  stationId: string,
  items: readonly GoodItem[],
): Promise<Map<string, Prior[]>> {
  const from = Math.min(...items.map((i) => i.ts)) - DAY_MS;
  const to = Math.max(...items.map((i) => i.ts));
  const rows = await readings.currentBetween(
    stationId,
    [...new Set(items.map((i) => i.parameter))],
    new Date(from),
    new Date(to),
  );
  const byParameter = new Map<string, Prior[]>();
  for (const row of rows) {
    const values = byParameter.get(row.parameterCode) ?? [];
    values.push({ ts: row.ts.getTime(), value: row.value });
    byParameter.set(row.parameterCode, values);
  }
  return byParameter;
}

/** The index of the first value of `history` (in time order) at or after `ts`. */
function firstAtOrAfter(history: readonly Prior[], ts: number): number {
  let lo = 0;
  let hi = history.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (history[mid]!.ts < ts) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Keeps, per parameter and start, the longest run and its worst flag. */
function mergeRuns(runs: readonly FlatRun[]): FlatRun[] {
  const out = new Map<string, FlatRun>();
  for (const run of runs) {
    const k = key(run.parameter, run.from);
    const had = out.get(k);
    out.set(k, {
      ...run,
      until: Math.max(run.until, had?.until ?? run.until),
      flag: Math.max(run.flag, had?.flag ?? run.flag) as QartodFlag,
    });
  }
  return [...out.values()];
}

/**
 * The level-1 checks of a batch, in time order against what came before it (`prior` is updated
 * with the batch). A flat run flags every value of the run found, the earlier values of the batch
 * here and the stored ones through `storedRuns`; the PM2.5/PM10 check judges only usable values.
 */
export function checkBatch(
  items: readonly GoodItem[],
  prior: Map<string, Prior[]>,
  thresholds: ReadonlyMap<string, CheckThresholds>,
): { results: Map<string, CheckResult>; storedRuns: FlatRun[] } {
  const results = new Map<string, CheckResult>();
  const runs: FlatRun[] = [];
  for (const item of [...items].sort((a, b) => a.ts - b.ts)) {
    const t = thresholds.get(item.parameter)!;
    const history = prior.get(item.parameter) ?? [];
    // `history` is in time order: the values before the item are a prefix of it.
    const at = firstAtOrAfter(history, item.ts);
    const before = history.slice(0, at);
    const result = runLevel1Checks(
      { ts: item.ts, value: item.value, loggerFlag: item.flag, prior: before },
      { ...t, ...(item.parameter === 'SR' ? { flatExemptValue: 0 } : {}) },
    );
    results.set(key(item.parameter, item.ts), result);
    if (result.flatRunFrom !== undefined && result.flags.flat_line)
      runs.push({
        parameter: item.parameter,
        from: result.flatRunFrom,
        until: item.ts,
        flag: result.flags.flat_line,
      });
    // The item takes its place in the history (replacing a stored value of the same time).
    history.splice(at, history[at]?.ts === item.ts ? 1 : 0, { ts: item.ts, value: item.value });
    prior.set(item.parameter, history);
  }
  const merged = mergeRuns(runs);
  for (const run of merged)
    for (const item of items)
      if (item.parameter === run.parameter && item.ts >= run.from && item.ts < run.until) {
        const k = key(item.parameter, item.ts);
        results.set(k, withFlag(results.get(k)!, 'flat_line', run.flag));
      }
  const pm10At = new Map(items.filter((i) => i.parameter === 'PM10').map((i) => [i.ts, i]));
  for (const item of items.filter((i) => i.parameter === 'PM25')) {
    const pm10 = pm10At.get(item.ts);
    if (!pm10) continue;
    const [k25, k10] = [key('PM25', item.ts), key('PM10', item.ts)];
    const judged = pmRatioCheck(
      { value: item.value, result: results.get(k25)! },
      { value: pm10.value, result: results.get(k10)! },
    );
    if (!judged) continue;
    results.set(k25, judged.pm25);
    results.set(k10, judged.pm10);
  }
  const batchStart = new Map<string, number>();
  for (const item of items)
    batchStart.set(item.parameter, Math.min(item.ts, batchStart.get(item.parameter) ?? item.ts));
  // Only runs that began before the batch reach stored values.
  const storedRuns = merged.filter((r) => r.from < (batchStart.get(r.parameter) ?? r.from));
  return { results, storedRuns };
}

type StoredValue = { parameterCode: string; ts: Date; value: number | null };

/**
 * Gives the stored values of each flat run the run's flag (automatic flags only: the flag is the
 * checks' finding, not a change of the value). Values of an approved range are left as they are.
 * Returns the stored values the run fails that are still in their automatic, usable state: their
 * validity becomes −1 only through a change set. One read and one write for all of a batch's runs.
 */
export async function flagStoredRuns(
  trx: Kysely<Database>,
  readings: Pick<ReadingsRepository, 'inRuns' | 'raiseFlatLineFlags'>,
  stationId: string,
  runs: readonly FlatRun[],
): Promise<StoredValue[]> {
  if (runs.length === 0) return [];
  const { open } = await partitionLocked(trx, stationId, await readings.inRuns(stationId, runs));
  // A stored value takes the worst flag of the runs that reach it.
  const marks = open.map((r) => {
    const t = r.ts.getTime();
    const flag = Math.max(
      ...runs
        .filter((run) => run.parameter === r.parameterCode && run.from <= t && t < run.until)
        .map((run) => run.flag),
    );
    return { ...r, flag };
  });
  await readings.raiseFlatLineFlags(stationId, marks);
  return marks
    .filter((r) => r.flag === QARTOD.FAIL && !r.changed && r.autoValidity === 1)
    .map((r) => ({ parameterCode: r.parameterCode, ts: r.ts, value: r.value }));
}

const state = (
  value: number | null,
  validity: Validity,
  nullReason: string | null,
): ValueState => ({
  value,
  validity,
  nullReason,
  qualifiers: [],
});

/**
 * The change set that makes the stored values a flat run fails invalid (−1, `AN`): one appended
 * `reading_change` per value and its `reading_state`, written by the station like a resend.
 */
export async function failStoredValues(
  trx: Kysely<Database>,
  stationId: string,
  values: readonly StoredValue[],
  now: Date,
): Promise<void> {
  if (values.length === 0) return;
  await appendChanges(
    trx,
    {
      changeSet: randomUUID(),
      stationId,
      reason: 'flat_line',
      userId: null,
      username: 'station',
      at: now,
    },
    values.map((v) => ({
      parameterCode: v.parameterCode,
      ts: v.ts,
      kind: 'validity' as const,
      before: state(v.value, VALIDITY.VALID, null),
      after: state(v.value, VALIDITY.INVALID, 'AN'),
      state: { value: v.value, validity: VALIDITY.INVALID, nullReason: 'AN' },
    })),
  );
}
