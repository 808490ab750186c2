import { canQaqc, type ModuleCode, type qaqcReportResponse } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { createQaqcReportRepository } from './qaqc-report.repository.js';

const MINUTE_MS = 60_000;
const pct = (n: number, d: number) => (d > 0 ? Math.round((1000 * n) / d) / 10 : null);

/**
 * The QA/QC report (`qaqc` page): per station × parameter × Kuala Lumpur month of a module, how
 * many values arrived, how many are valid now, capture against the expected count, how many the
 * automatic checks flagged, how many a person changed, and the reviewed and approved shares;
 * then the null-reason codes of the invalid values. One statement over `current_reading`,
 * the levels from active approval ranges. `stationId` narrows both to one station of the module
 * (a station of another module answers nothing).
 */
export async function qaqcReport(
  db: Kysely<Database>,
  q: { module: ModuleCode; from: string; to: string; stationId?: string | undefined },
  principal: Principal,
): Promise<z.output<typeof qaqcReportResponse>> {
  if (!canQaqc('report', q.module, principal.ticked)) throw new AppError('FORBIDDEN');
  const from = new Date(q.from);
  const to = new Date(q.to);
  const repo = createQaqcReportRepository(db);
  const scope = { module: q.module, from, to, stationId: q.stationId };
  const rows = await repo.monthly(scope);
  const byCode = await repo.nullReasons(scope);
  return {
    module: q.module,
    from,
    to,
    rows: rows.map(({ interval, reviewed, approved, ...r }) => {
      const monthStart = Date.parse(`${r.month}-01T00:00:00+08:00`);
      const [y, m] = r.month.split('-').map(Number);
      const monthEnd = Date.parse(
        `${m === 12 ? y! + 1 : y}-${String(m === 12 ? 1 : m! + 1).padStart(2, '0')}-01T00:00:00+08:00`,
      );
      const span = Math.min(monthEnd, to.getTime()) - Math.max(monthStart, from.getTime());
      const expected = interval ? Math.floor(span / (interval * MINUTE_MS)) : 0;
      return {
        ...r,
        capturePct: pct(r.valid, expected),
        reviewedPct: pct(reviewed, r.values) ?? 0,
        approvedPct: pct(approved, r.values) ?? 0,
      };
    }),
    byCode,
  };
}
