import { MAX_QUALIFIERS, type ChangeKind, type ValueState } from '../qaqc/value-edit.js';
import { USABLE_VALIDITIES, VALIDITY } from '../qaqc/codes.js';
import { RECORD_NULL_REASON, type RecordKind } from './record-kinds.js';

/**
 * What the active records covering a value do to it (QUALITY.md "calibration and maintenance
 * windows"): a window marks it not valid (−99) with `AT` or `BA`; the suspect range of a failed
 * calibration adds the qualifier `QX` (fails QC criteria: QARTOD suspect, kept usable, for review).
 */
export type RecordLayer =
  { readonly kind: 'window'; readonly nullReason: string } | { readonly kind: 'suspect' };

/** The qualifier a failed calibration puts on the values since the last passing check. */
export const SUSPECT_QUALIFIER = 'QX';

/** What covers a value: a record's window (with its buffer), or a failed calibration's suspect range. */
export type Cover = RecordKind | 'suspect';

/**
 * The layer of the covers of one value, or null when none covers it. Precedence: a calibration
 * window (`AT`) over a maintenance window (`BA`) over a suspect range.
 */
export function layerOf(covers: readonly Cover[]): RecordLayer | null {
  if (covers.includes('calibration'))
    return { kind: 'window', nullReason: RECORD_NULL_REASON.calibration };
  if (covers.includes('maintenance'))
    return { kind: 'window', nullReason: RECORD_NULL_REASON.maintenance };
  return covers.includes('suspect') ? { kind: 'suspect' } : null;
}

/** The state a layer makes of a value's state under the records. The number is always kept. */
export function applyLayer(base: ValueState, layer: RecordLayer): ValueState {
  if (layer.kind === 'window')
    return { ...base, validity: VALIDITY.MAINTENANCE, nullReason: layer.nullReason };
  const usable = USABLE_VALIDITIES.includes(base.validity);
  if (!usable || base.qualifiers.includes(SUSPECT_QUALIFIER)) return base;
  if (base.qualifiers.length >= MAX_QUALIFIERS) return base;
  return { ...base, qualifiers: [...base.qualifiers, SUSPECT_QUALIFIER].sort() };
}

export function sameState(a: ValueState, b: ValueState): boolean {
  const qa = [...a.qualifiers].sort();
  const qb = [...b.qualifiers].sort();
  return (
    a.value === b.value &&
    a.validity === b.validity &&
    a.nullReason === b.nullReason &&
    qa.length === qb.length &&
    qa.every((q, i) => q === qb[i])
  );
}

/** What the records' layer holds on one value: the state under it, and the state it set. */
export interface HeldMark {
  readonly base: ValueState;
  readonly applied: ValueState;
}

/**
 * Who changed a marked value after the layer last wrote it: nobody, the station (a resend with
 * another value), or a person (a level-2 edit, an approved delete request).
 */
export type ChangedSince = 'nobody' | 'station' | 'person';

export interface MarkPlan {
  /** The change to write, or null. */
  readonly change: { readonly kind: ChangeKind; readonly after: ValueState } | null;
  /** What becomes of the value's mark: kept as it is, removed, or (re)written. */
  readonly mark: 'keep' | 'remove' | 'none' | HeldMark;
}

/**
 * Re-derives one value from the layer the active records now give it (QUALITY.md: "editing or
 * deleting the record re-derives the flags"). The rules, in order:
 * 1. A person's change made after the layer wrote the value wins: the value is left as that
 *    person set it; the mark is dropped once no record covers the value any more.
 * 2. A resend by the station after the layer becomes the new state under the layer.
 * 3. Otherwise the value is its state under the records with the layer on top; without a layer
 *    it is restored to exactly that state (kind `restore`).
 * A value already in the state the layer would give it (e.g. a logger's own maintenance flag)
 * is not changed and not marked, so removing the record leaves it as the logger said.
 */
export function planValue(input: {
  readonly current: ValueState;
  readonly mark: HeldMark | null;
  readonly changedSince: ChangedSince;
  readonly layer: RecordLayer | null;
}): MarkPlan {
  const { current, mark, changedSince, layer } = input;
  if (mark && changedSince === 'person') return { change: null, mark: layer ? 'keep' : 'remove' };
  const base = mark && changedSince === 'nobody' ? mark.base : current;
  if (!layer) {
    if (!mark) return { change: null, mark: 'none' };
    return {
      change: sameState(base, current) ? null : { kind: 'restore', after: base },
      mark: 'remove',
    };
  }
  const target = applyLayer(base, layer);
  if (sameState(target, current)) {
    if (!mark) return { change: null, mark: 'none' };
    return { change: null, mark: changedSince === 'nobody' ? 'keep' : { base, applied: target } };
  }
  return {
    change: { kind: kindOf(current, target), after: target },
    mark: { base, applied: target },
  };
}

function kindOf(before: ValueState, after: ValueState): ChangeKind {
  if (before.value !== after.value) return 'correct';
  return before.validity !== after.validity ? 'validity' : 'code';
}

/** A span of one parameter's values that a record covers: its window (with buffer) or a suspect range, [from, to) in epoch ms. */
export interface CoverSpan {
  readonly cover: Cover;
  readonly from: number;
  readonly to: number;
}

/** What covers the value at `ts`. */
export function coversAt(ts: number, spans: readonly CoverSpan[]): Cover[] {
  return spans.filter((s) => s.from <= ts && ts < s.to).map((s) => s.cover);
}
