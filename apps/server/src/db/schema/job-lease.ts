/** A timed lease on a background job: which instance runs it, until when (migration 0018). */
export interface JobLeaseTable {
  name: string;
  holder: string;
  until: Date;
}
