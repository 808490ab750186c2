import type { Generated } from 'kysely';

/**
 * A request reviewed by another officer (migration builder `reviewedRequest`): the request, its
 * status, the review and the change set that carried it out.
 */
export interface ReviewedRequestColumns<
  Status extends string = 'pending' | 'approved' | 'rejected',
> {
  reason: string;
  requesterId: string;
  requesterName: string;
  requestedAt: Date;
  status: Generated<Status>;
  reviewerId: string | null;
  reviewerName: string | null;
  reviewedAt: Date | null;
  reviewNote: string | null;
  changeSet: string | null;
}

/** A data delete request; `withdrawn`: by its requester before a decision (migration 0026). */
export interface DeleteRequestTable extends ReviewedRequestColumns<
  'pending' | 'approved' | 'rejected' | 'withdrawn'
> {
  id: Generated<number>;
  stationId: string;
  parameterCode: string;
  fromTs: Date;
  toTs: Date;
}
