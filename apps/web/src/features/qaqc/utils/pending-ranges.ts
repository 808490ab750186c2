import type { QaqcReportResponse } from '@eqmp/domain';

type ReportRow = QaqcReportResponse['rows'][number];
export type PendingStage = 'review' | 'approval';
export interface PendingRange extends ReportRow {
  readonly stage: PendingStage;
}

/**
 * The data-validation "pending" list from the QA/QC report: a station × parameter × month with
 * values is waiting for level-2 review until all of it is reviewed, then for level-3 approval
 * until all of it is approved; fully approved months (and months without values) are not pending.
 */
export function pendingRanges(rows: readonly ReportRow[]): PendingRange[] {
  return rows.flatMap((row) => {
    if (row.values === 0 || row.approvedPct >= 100) return [];
    return [{ ...row, stage: row.reviewedPct >= 100 ? 'approval' : 'review' } as const];
  });
}
