/**
 * The Straits of Johor sampling round's sign-off (four eyes): results are entered, a second
 * person verifies them (or returns them with remarks), a third approves (or returns them).
 * Approved results are locked; reopening needs a reason and sends the round back to entry.
 */
export const SOJ_ROUND_STATUSES = [
  'planned',
  'entered',
  'returned',
  'verified',
  'approved',
] as const;
export type SojRoundStatus = (typeof SOJ_ROUND_STATUSES)[number];

export const SOJ_ACTIONS = [
  'enter',
  'verify',
  'returnEntered',
  'approve',
  'returnVerified',
  'reopen',
] as const;
export type SojAction = (typeof SOJ_ACTIONS)[number];

export interface SojRoundPeople {
  readonly status: SojRoundStatus;
  /** User ids of the last enterer and verifier (null until someone did it). */
  readonly enteredBy: string | null;
  readonly verifiedBy: string | null;
}

export type SojTransition =
  | { readonly ok: true; readonly to: SojRoundStatus }
  | { readonly ok: false; readonly code: 'SOJ_TRANSITION_INVALID' | 'SOJ_SAME_PERSON' };

const MOVES: Readonly<
  Record<SojAction, { readonly from: readonly SojRoundStatus[]; readonly to: SojRoundStatus }>
> = {
  enter: { from: ['planned', 'entered', 'returned'], to: 'entered' },
  verify: { from: ['entered'], to: 'verified' },
  returnEntered: { from: ['entered'], to: 'returned' },
  approve: { from: ['verified'], to: 'approved' },
  returnVerified: { from: ['verified'], to: 'returned' },
  reopen: { from: ['approved'], to: 'returned' },
};

/** Whether `actor` may apply `action` to a round, and the status it leads to. */
export function decideSojTransition(
  round: SojRoundPeople,
  action: SojAction,
  actor: string,
): SojTransition {
  const move = MOVES[action];
  if (!move.from.includes(round.status)) return { ok: false, code: 'SOJ_TRANSITION_INVALID' };
  // The verifier is never the enterer; the approver is neither of them.
  if ((action === 'verify' || action === 'returnEntered') && actor === round.enteredBy)
    return { ok: false, code: 'SOJ_SAME_PERSON' };
  if (
    (action === 'approve' || action === 'returnVerified') &&
    (actor === round.enteredBy || actor === round.verifiedBy)
  ) {
    return { ok: false, code: 'SOJ_SAME_PERSON' };
  }
  return { ok: true, to: move.to };
}

/** Whether a result compares as exceeding a criterion's limits (min and max both optional). */
export function breaksLimit(
  value: number,
  limit: { readonly min: number | null; readonly max: number | null },
): boolean {
  return (limit.max !== null && value > limit.max) || (limit.min !== null && value < limit.min);
}
