import { sql } from 'kysely';
import { AppError } from '../../errors.js';
import type { ReportContext } from './report-context.js';
import type { ReportStation } from './report-scope.js';

/**
 * The investigative case the query names (`caseID`, as the map's identify panel links it) with
 * its stations; a missing case or one of another module is a 400.
 */
export async function reportCase(
  ctx: ReportContext,
): Promise<{ id: string; title: string; stations: ReportStation[] }> {
  const id = ctx.query.caseID;
  if (!id) throw new AppError('BAD_REQUEST', { messageKey: 'reports:errors.caseRequired' });
  const found = await ctx.db
    .selectFrom('investigativeCase')
    .select(['id', 'caseTitle'])
    .where('id', '=', id)
    .where('module', '=', ctx.def.module as 'RWIS' | 'MWIS')
    .executeTakeFirst();
  if (!found)
    throw new AppError('BAD_REQUEST', {
      messageKey: 'reports:errors.unknownCase',
      values: { caseId: id },
    });
  const { rows } = await sql<ReportStation>`
    select st.id, st.name, state.name as state_name, st.location_type
    from investigative_case_station cs join station st on st.id = cs.station_id left join state on state.id = st.state_id
    where cs.case_id = ${id} order by st.id`.execute(ctx.db);
  return { id: found.id, title: found.caseTitle, stations: rows };
}
