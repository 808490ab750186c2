import { startOfLocalMonth, workPath, workScope, type HomeWork } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { Principal } from '../../plugins/access-control.js';
import { createWorklistRepository } from './worklist.repository.js';

/**
 * "Waiting for you" on Home: per module, the last full month's data still to review (level 2), the
 * reviewed ranges of others to approve (level 3), and the delete requests of others to decide —
 * only where the user's roles let them do that work, each with the page where it is done.
 */
export async function waitingWork(
  db: Kysely<Database>,
  principal: Pick<Principal, 'ticked' | 'userId'>,
  now: Date,
): Promise<HomeWork[]> {
  const repo = createWorklistRepository(db);
  const scope = workScope(principal.ticked);
  const thisMonth = startOfLocalMonth(now);
  const lastMonth = startOfLocalMonth(new Date(thisMonth.getTime() - 1));
  const recordModules = [...new Set(scope.recordDeletes.map((r) => r.module))];
  const [review, approve, dataDeletes, recordDeletes] = await Promise.all([
    scope.qaqc.length > 0 ? repo.toReview(scope.qaqc, lastMonth, thisMonth) : [],
    scope.qaqc.length > 0 ? repo.toApprove(scope.qaqc, principal.userId) : [],
    scope.dataDeletes.length > 0 ? repo.dataDeletes(scope.dataDeletes, principal.userId) : [],
    recordModules.length > 0 ? repo.recordDeletes(recordModules, principal.userId) : [],
  ]);
  const item = (kind: HomeWork['kind'], row: { module: HomeWork['module']; count: number }) => ({
    kind,
    module: row.module,
    recordKind: null,
    count: row.count,
    path: workPath(kind, row.module),
  });
  return [
    ...review.map((r) => item('review', r)),
    ...approve.map((r) => item('approve', r)),
    ...dataDeletes.map((r) => item('dataDelete', r)),
    ...recordDeletes
      .filter((r) =>
        scope.recordDeletes.some((s) => s.kind === r.recordKind && s.module === r.module),
      )
      .map((r) => ({
        ...item('recordDelete', r),
        recordKind: r.recordKind,
        path: workPath('recordDelete', r.module, r.recordKind),
      })),
  ].filter((w) => w.count > 0);
}
