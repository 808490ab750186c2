/** A request to delete data (QUALITY.md): request → review → logical delete, or rejected. */
export const DELETE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DeleteRequestStatus = (typeof DELETE_REQUEST_STATUSES)[number];
/** A request to delete data may also be withdrawn by its requester while nobody has decided it. */
export const DATA_DELETE_REQUEST_STATUSES = [...DELETE_REQUEST_STATUSES, 'withdrawn'] as const;
export type DataDeleteRequestStatus = (typeof DATA_DELETE_REQUEST_STATUSES)[number];

export type DeleteReviewDecision = 'ok' | 'ownRequest' | 'notPending';

/** Whether `reviewerId` may decide a request: it must be pending, and not the reviewer's own. */
export function deleteReviewDecision(
  request: { readonly status: DataDeleteRequestStatus; readonly requesterId: string },
  reviewerId: string,
): DeleteReviewDecision {
  if (request.status !== 'pending') return 'notPending';
  return request.requesterId === reviewerId ? 'ownRequest' : 'ok';
}
