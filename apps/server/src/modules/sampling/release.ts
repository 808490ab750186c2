import {
  QC_FAIL_QUALIFIER,
  resultAsReading,
  runLevel1Checks,
  sameValueState,
  type Validity,
  type ValueState,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { hoursOf, refreshHourly } from '../ingest/index.js';
import { writeChangeSet, type ValueChange } from '../qaqc/index.js';
import { assertUnlocked, noteValuesChanged } from '../values/index.js';
import { currentValuesAt, insertReadings, resultsToRelease } from './results.repository.js';
import type { Actor } from './sample-store.js';

/**
 * Brings the samples' results into the measurements (`reading`, source `manual`, at the sample's
 * time): the value as a measurement (half the limit below it, validity 3 — QUALITY.md), the
 * level-1 automatic checks that apply to a single value (sentinels, gross range, negatives), and
 * the result's qualifiers plus `QX` where a QC sample of its batch failed for the parameter. A new
 * value arrives with its automatic state; anything beyond it (qualifiers, or a result the lab
 * corrected after a return) is one change set of the QA/QC engine, so the history shows it. The
 * hourly (and daily) rollups of the touched hours follow. Call inside a transaction.
 */
export async function releaseResults(
  trx: Kysely<Database>,
  sampleIds: readonly number[],
  actor: Actor,
  at: Date,
  reason: string,
  /** When each sample's results arrived, where not `at` (the demo's history). */
  arrivals?: ReadonlyMap<number, Date>,
): Promise<void> {
  if (sampleIds.length === 0) return;
  const rows = await resultsToRelease(trx, sampleIds);
  const byStation = new Map<string, typeof rows>();
  for (const r of rows) byStation.set(r.stationId, [...(byStation.get(r.stationId) ?? []), r]);
  for (const [stationId, results] of byStation) {
    const desired = results.map((r) => {
      const asReading = resultAsReading(r, r.detectionLimit);
      const check = runLevel1Checks(
        { ts: r.ts.getTime(), value: asReading.value, prior: [] },
        { rangeMin: r.rangeMin, rangeMax: r.rangeMax, mdl: r.mdl, maxStep: r.maxStep },
      );
      const invalid = check.validity === -1;
      const qualifiers = [
        ...new Set([
          ...asReading.qualifiers,
          ...r.qualifiers,
          ...(r.qcFailed ? [QC_FAIL_QUALIFIER] : []),
        ]),
      ]
        .sort()
        .slice(0, 10);
      return {
        r,
        check,
        arrival: {
          value: asReading.value,
          validity: invalid ? -1 : asReading.validity,
          nullReason: invalid ? check.nullReason : null,
          qualifiers: [] as string[],
        },
        qualifiers,
      };
    });
    const existing = await currentValuesAt(
      trx,
      stationId,
      [...new Set(results.map((r) => r.ts.getTime()))].map((t) => new Date(t)),
    );
    const current = new Map(existing.map((e) => [`${e.parameterCode}|${e.ts.getTime()}`, e]));
    const fresh = desired.filter((d) => !current.has(`${d.r.parameterCode}|${d.r.ts.getTime()}`));
    await assertUnlocked(
      trx,
      stationId,
      fresh.map((d) => d.r),
    );
    if (fresh.length > 0)
      await insertReadings(
        trx,
        fresh.map((d) => ({
          stationId,
          parameterCode: d.r.parameterCode,
          ts: d.r.ts,
          value: d.arrival.value,
          loggerFlag: null,
          source: 'manual' as const,
          receivedAt: arrivals?.get(d.r.sampleId) ?? at,
          autoFlag: d.check.worst,
          autoChecks: JSON.stringify(d.check.flags),
          autoValidity: d.arrival.validity,
          autoNullReason: d.arrival.nullReason,
        })),
      );
    const changes: ValueChange[] = [];
    for (const d of desired) {
      const found = current.get(`${d.r.parameterCode}|${d.r.ts.getTime()}`);
      const before: ValueState = found
        ? {
            value: found.value,
            validity: found.validity as Validity,
            nullReason: found.nullReason,
            qualifiers: [...found.qualifiers].sort(),
          }
        : d.arrival;
      const after: ValueState = { ...d.arrival, qualifiers: d.qualifiers };
      if (sameValueState(before, after)) continue;
      changes.push({
        parameterCode: d.r.parameterCode,
        ts: d.r.ts,
        kind:
          before.value !== after.value
            ? 'correct'
            : before.validity !== after.validity
              ? 'validity'
              : 'code',
        before,
        after,
      });
    }
    const station = { id: stationId, expectedIntervalMinutes: null };
    if (changes.length > 0)
      await writeChangeSet(trx, { station, actor, reason, at, changes, apiTables: null });
    await refreshHourly(
      trx,
      stationId,
      [...new Set(results.map((r) => r.parameterCode))],
      hoursOf(results.map((r) => r.ts.getTime())),
      1,
    );
    // Released results reach the public pages once this commits.
    await noteValuesChanged(trx, [stationId]);
  }
}
