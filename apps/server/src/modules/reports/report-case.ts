import { sql } from 'kysely';
import { AppError } from '../../errors.js';
import type { ReportContext } from './report-context.js';
import type { ReportStation } from './report-scope.js';

type ReportCase = { id: string; title: string; stations: ReportStation[] };
/** Each report's case, read once: the builder and the verification line both ask for it. */
const read = new WeakMap<ReportContext, Promise<ReportCase>>();

/**
 * The investigative case the query names (`caseID`, as the map's identify panel links it) with
 * its stations; a missing case or one of another module is a 400.
 */
export function reportCase(ctx: ReportContext): Promise<ReportCase> {
  let found = read.get(ctx);
  if (!found) {
    found = findCase(ctx);
    read.set(ctx, found);
  }
  return found;
}

async function findCase(ctx: ReportContext): Promise<ReportCase> {
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
