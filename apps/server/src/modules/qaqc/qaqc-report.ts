import { canQaqc, type ModuleCode, type QaqcReportResponse } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import { USABLE_VALIDITY_LIST } from '../../db/quality-sql.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { KL } from '../reports/index.js';

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
): Promise<QaqcReportResponse> {
  if (!canQaqc('report', q.module, principal.ticked)) throw new AppError('FORBIDDEN');
  const from = new Date(q.from);
  const to = new Date(q.to);
  const covered = (
    level: number,
  ) => sql`exists (select 1 from approval a where a.station_id = c.station_id
    and (a.parameter_code is null or a.parameter_code = c.parameter_code) and a.reopened_at is null and a.level >= ${level}
    and c.ts >= a.from_ts and c.ts < a.to_ts)`;
  const ofStation = q.stationId ? sql`and c.station_id = ${q.stationId}` : sql``;
  const rows = await sql<{
    stationId: string;
    stationName: string;
    interval: number | null;
    parameterCode: string;
    month: string;
    values: number;
    valid: number;
    flagged: number;
    changed: number;
    reviewed: number;
    approved: number;
  }>`
    select c.station_id as "stationId", st.name as "stationName", st.expected_interval_minutes as interval, c.parameter_code as "parameterCode",
      to_char(c.ts at time zone ${KL}, 'YYYY-MM') as month,
      count(*)::int as values,
      (count(*) filter (where c.validity in (${USABLE_VALIDITY_LIST})))::int as valid,
      (count(*) filter (where c.auto_flag in (3, 4)))::int as flagged,
      (count(*) filter (where c.changed))::int as changed,
      (count(*) filter (where ${covered(2)}))::int as reviewed,
      (count(*) filter (where ${covered(3)}))::int as approved
    from current_reading c
    join station st on st.id = c.station_id
    where st.module = ${q.module} and c.ts >= ${from} and c.ts < ${to} ${ofStation}
    group by 1, 2, 3, 4, 5
    order by 1, 4, 5
  `.execute(db);
  const byCode = await sql<{ code: string; count: number }>`
    select coalesce(c.null_reason, '-') as code, count(*)::int as count
    from current_reading c
    join station st on st.id = c.station_id
    where st.module = ${q.module} and c.ts >= ${from} and c.ts < ${to} ${ofStation} and c.validity not in (${USABLE_VALIDITY_LIST})
    group by 1 order by 2 desc
  `.execute(db);
  return {
    module: q.module,
    from: from.toISOString(),
    to: to.toISOString(),
    rows: rows.rows.map(({ interval, reviewed, approved, ...r }) => {
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
    byCode: byCode.rows,
  };
}
