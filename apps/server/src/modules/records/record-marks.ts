import {
  coversAt,
  localDateTimeText,
  layerOf,
  lockingRange,
  planValue,
  type ApiTableSet,
  type ChangedSince,
  type CoverSpan,
  type HeldMark,
  type Validity,
  type ValueState,
  MINUTE_MS,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { writeChangeSet, type ValueChange } from '../qaqc/index.js';
import {
  createRecordsRepository,
  type CoverageRow,
  type ScopedValue,
} from './records.repository.js';
import { createRecordMarksRepository } from './record-marks.repository.js';

/** A parameter's span of values a re-derivation looks at, [from, to). */
export interface Scope {
  readonly parameterCode: string;
  readonly from: Date;
  readonly to: Date;
}

/** The spans one record's parameters cover: its window plus buffer, and any suspect range. */
export function scopesOf(
  window: { fromTs: Date; toTs: Date },
  parameters: readonly {
    parameterCode: string;
    bufferMinutes: number;
    suspectFrom: Date | null;
    suspectTo: Date | null;
  }[],
): Scope[] {
  return parameters.flatMap((p) => [
    {
      parameterCode: p.parameterCode,
      from: window.fromTs,
      to: new Date(window.toTs.getTime() + p.bufferMinutes * MINUTE_MS),
    },
    ...(p.suspectFrom && p.suspectTo
      ? [{ parameterCode: p.parameterCode, from: p.suspectFrom, to: p.suspectTo }]
      : []),
  ]);
}

const spansOf = (rows: readonly CoverageRow[], parameterCode: string): CoverSpan[] =>
  rows
    .filter((r) => r.parameterCode === parameterCode)
    .flatMap((r) => [
      {
        cover: r.kind,
        from: r.fromTs.getTime(),
        to: r.toTs.getTime() + r.bufferMinutes * MINUTE_MS,
      },
      ...(r.suspectFrom && r.suspectTo
        ? [{ cover: 'suspect' as const, from: r.suspectFrom.getTime(), to: r.suspectTo.getTime() }]
        : []),
    ]);

const stateOf = (v: ScopedValue): ValueState => ({
  value: v.value,
  validity: v.validity as Validity,
  nullReason: v.nullReason,
  qualifiers: [...v.qualifiers].sort(),
});

const changedSince = (v: ScopedValue): ChangedSince => {
  if (v.markChangeId === null || v.changeId === v.markChangeId) return 'nobody';
  return v.personChanged ? 'person' : 'station';
};

export interface MarkOutcome {
  changeSet: string | null;
  marked: number;
  restored: number;
  keptByPerson: number;
}

/**
 * Re-derives every value of `scopes` from the records now stored (call after writing the record
 * and inside the same transaction): each value gets the layer of the live records covering it
 * (`planValue` in the domain), the changes are one change set written by the QA/QC engine
 * (`writeChangeSet`: `reading_change`, `reading_state`, rollups, station-hour index), and
 * `record_mark` keeps what the layer holds. Refused as a whole when a change would touch data
 * approved at level 3; a failed calibration's suspect range simply stops short of approved data.
 */
export async function rederiveMarks(
  trx: Kysely<Database>,
  input: {
    readonly station: { readonly id: string; readonly expectedIntervalMinutes: number | null };
    readonly scopes: readonly Scope[];
    readonly actor: Pick<Principal, 'userId' | 'username'>;
    readonly reason: string;
    readonly at: Date;
    readonly apiTables: ApiTableSet | null;
  },
): Promise<MarkOutcome> {
  const { station, scopes } = input;
  const repo = createRecordsRepository(trx);
  const outcome: MarkOutcome = { changeSet: null, marked: 0, restored: 0, keptByPerson: 0 };
  if (scopes.length === 0) return outcome;
  const parameters = [...new Set(scopes.map((s) => s.parameterCode))];
  const from = new Date(Math.min(...scopes.map((s) => s.from.getTime())));
  const to = new Date(Math.max(...scopes.map((s) => s.to.getTime())));
  const coverage = await repo.coverage(trx, station.id, parameters, from, to);
  const values = await repo.scopedValues(trx, station.id, scopes);
  const ranges = await repo.approvalRanges(trx, station.id);
  const spans = new Map(parameters.map((p) => [p, spansOf(coverage, p)]));

  const changes: ValueChange[] = [];
  const marks: { v: ScopedValue; mark: HeldMark; written: boolean }[] = [];
  const removals: ScopedValue[] = [];
  for (const v of values) {
    const ts = v.ts.getTime();
    const lock = lockingRange(ranges, v.parameterCode, ts, ts + 1);
    let layer = layerOf(coversAt(ts, spans.get(v.parameterCode) ?? []));
    if (lock && layer?.kind === 'suspect' && v.markChangeId === null) layer = null;
    const current = stateOf(v);
    const since = changedSince(v);
    if (since === 'person') outcome.keptByPerson += 1;
    const plan = planValue({
      current,
      mark: v.markBase
        ? { base: v.markBase as ValueState, applied: v.markApplied as ValueState }
        : null,
      changedSince: since,
      layer,
    });
    if (plan.change) {
      if (lock)
        throw new AppError('RECORD_LOCKED', {
          values: {
            parameter: v.parameterCode,
            from: localDateTimeText(lock.from),
            to: localDateTimeText(lock.to),
          },
        });
      changes.push({
        parameterCode: v.parameterCode,
        ts: v.ts,
        kind: plan.change.kind,
        before: current,
        after: plan.change.after,
      });
      if (plan.change.kind === 'restore') outcome.restored += 1;
      else outcome.marked += 1;
    }
    if (plan.mark === 'remove') removals.push(v);
    else if (typeof plan.mark === 'object')
      marks.push({ v, mark: plan.mark, written: plan.change !== null });
  }

  const markRepo = createRecordMarksRepository(trx);
  let changeIds = new Map<string, number>();
  if (changes.length > 0) {
    outcome.changeSet = await writeChangeSet(trx, {
      station,
      actor: input.actor,
      reason: input.reason,
      at: input.at,
      changes,
      apiTables: input.apiTables,
    });
    changeIds = await markRepo.changeIds(trx, outcome.changeSet);
  }
  await markRepo.save(
    trx,
    station.id,
    marks.map(({ v, mark, written }) => ({
      parameterCode: v.parameterCode,
      ts: v.ts,
      mark,
      changeId: written ? changeIds.get(`${v.parameterCode}|${v.ts.getTime()}`)! : v.changeId!,
    })),
  );
  await markRepo.remove(trx, station.id, removals);
  return outcome;
}
