import { deleteReviewDecision, type DataDeleteRequestStatus } from '@eqmp/domain';
import type { Clock } from '../../clock.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { apiTablesForParameters, type createStandardsRepository } from '../calculators/index.js';

/** The columns of a new request: who asked and when; nobody has reviewed it yet. */
export const requestedBy = (principal: Principal, now: Date) => ({
  requesterId: principal.userId,
  requesterName: principal.username,
  requestedAt: now,
  reviewerId: null,
  reviewerName: null,
  reviewedAt: null,
  reviewNote: null,
  changeSet: null,
});

/** Refuses to review one's own request, or a request decided already. */
export function assertReviewable(
  request: { readonly status: DataDeleteRequestStatus; readonly requesterId: string },
  principal: Principal,
) {
  const verdict = deleteReviewDecision(request, principal.userId);
  if (verdict === 'ownRequest') throw new AppError('DELETE_REQUEST_OWN');
  if (verdict === 'notPending') throw new AppError('DELETE_REQUEST_NOT_PENDING');
}

/** A settled request, or the refusal when it was no longer pending. */
export function settled<R>(row: R | undefined): R {
  if (!row) throw new AppError('DELETE_REQUEST_NOT_PENDING');
  return row;
}

/** The reviewer's decision, as the request's columns. */
export const reviewColumns = (
  decision: 'approve' | 'reject',
  note: string | undefined,
  principal: Principal,
  now: Date,
) => ({
  status: decision === 'approve' ? ('approved' as const) : ('rejected' as const),
  reviewerId: principal.userId,
  reviewerName: principal.username,
  reviewedAt: now,
  reviewNote: note ?? null,
});

/** The API breakpoint tables in force when an approval withdraws air pollutant values, else null. */
export async function apiTablesForApproval(
  decision: 'approve' | 'reject',
  parameterCodes: readonly string[],
  standards: ReturnType<typeof createStandardsRepository>,
  clock: Clock,
) {
  return decision === 'approve'
    ? apiTablesForParameters(standards, parameterCodes, clock.now())
    : null;
}
