import type { Generated } from 'kysely';

export interface DeleteRequestTable {
  id: Generated<number>;
  stationId: string;
  parameterCode: string;
  fromTs: Date;
  toTs: Date;
  reason: string;
  requesterId: string;
  requesterName: string;
  requestedAt: Date;
  /** `withdrawn`: by its requester before a decision (migration 0026). */
  status: Generated<'pending' | 'approved' | 'rejected' | 'withdrawn'>;
  reviewerId: string | null;
  reviewerName: string | null;
  reviewedAt: Date | null;
  reviewNote: string | null;
  changeSet: string | null;
}
