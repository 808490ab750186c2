import { VALIDITY, type Validity } from './codes.js';

/** The current state of one value: what reports use (QUALITY.md, axes 1 and 3). */
export interface ValueState {
  readonly value: number | null;
  readonly validity: Validity;
  readonly nullReason: string | null;
  readonly qualifiers: readonly string[];
}

/** Whether two states of a value are the same (qualifiers in any order). */
export function sameValueState(a: ValueState, b: ValueState): boolean {
  return (
    a.value === b.value &&
    a.validity === b.validity &&
    (a.nullReason ?? null) === (b.nullReason ?? null) &&
    [...a.qualifiers].sort().join() === [...(b.qualifiers ?? [])].sort().join()
  );
}

/** What a level-2 reviewer sets on a value; an absent field is left as it is. */
export interface ValueEdit {
  readonly value?: number | null;
  readonly validity?: Validity;
  readonly nullReason?: string | null;
  readonly qualifiers?: readonly string[];
}

/**
 * `reading_change.kind` of a change: a corrected value, else a validity change, else codes only;
 * a logical delete; a value given back the state a removed record had marked over (`restore`).
 */
export type ChangeKind = 'correct' | 'validity' | 'code' | 'delete' | 'restore';

export const MAX_QUALIFIERS = 10;

export type EditOutcome =
  | { readonly ok: true; readonly after: ValueState; readonly kind: ChangeKind }
  | {
      readonly ok: false;
      readonly problem: 'noChange' | 'nullReasonRequired' | 'tooManyQualifiers';
    };

const isInvalid = (v: Validity) => v === VALIDITY.INVALID || v === VALIDITY.MAINTENANCE;
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Applies a reviewer's edit to a value's state. An invalid value (−1, −99) must carry a
 * null-reason code; a valid one carries none; at most 10 qualifiers (QUALITY.md).
 */
export function applyEdit(current: ValueState, edit: ValueEdit): EditOutcome {
  const validity = edit.validity ?? current.validity;
  const qualifiers = [...new Set(edit.qualifiers ?? current.qualifiers)].sort();
  if (qualifiers.length > MAX_QUALIFIERS) return { ok: false, problem: 'tooManyQualifiers' };
  let nullReason = edit.nullReason === undefined ? current.nullReason : edit.nullReason;
  if (!isInvalid(validity)) nullReason = null;
  else if (!nullReason) return { ok: false, problem: 'nullReasonRequired' };
  const value = edit.value === undefined ? current.value : edit.value;
  const after: ValueState = { value, validity, nullReason, qualifiers };
  if (value !== current.value) return { ok: true, after, kind: 'correct' };
  if (validity !== current.validity) return { ok: true, after, kind: 'validity' };
  if (nullReason !== current.nullReason || !sameList(qualifiers, [...current.qualifiers].sort()))
    return { ok: true, after, kind: 'code' };
  return { ok: false, problem: 'noChange' };
}

/** A logical delete (QUALITY.md "Delete data"): the value is withdrawn with `AL`; the raw value is kept. */
export function withdraw(current: ValueState): ValueState {
  return { ...current, validity: VALIDITY.INVALID, nullReason: 'AL' };
}
