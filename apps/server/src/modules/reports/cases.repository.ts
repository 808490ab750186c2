import type { ModuleCode } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { ReportStation } from './report-scope.js';

type CaseModule = 'RWIS' | 'MWIS';

/** SQL of the investigative cases the case reports and pickers read. */
export function createCasesRepository(db: Kysely<Database>) {
  return {
    /** One case of a module, with its start date (`YYYY-MM-DD`). */
    case: (id: string, module: ModuleCode) =>
      db
        .selectFrom('investigativeCase')
        .select(['id', 'caseTitle', sql<string>`case_start_date::text`.as('caseStartDate')])
        .where('id', '=', id)
        .where('module', '=', module as CaseModule)
        .executeTakeFirst(),

    /** The stations of the cases, with their state, by case and station. */
    async caseStations(
      caseIds: readonly string[],
    ): Promise<(ReportStation & { caseId: string })[]> {
      const { rows } = await sql<ReportStation & { caseId: string }>`
        select cs.case_id, st.id, st.name, state.name as state_name, st.location_type
        from investigative_case_station cs join station st on st.id = cs.station_id left join state on state.id = st.state_id
        where cs.case_id in (${sql.join(caseIds.length ? [...caseIds] : [''])}) order by cs.case_id, st.id`.execute(
        db,
      );
      return rows;
    },

    /** A module's cases of a year with their state and start date, by start date. */
    async casesOfYear(module: ModuleCode, year: number) {
      const { rows } = await sql<{
        id: string;
        caseTitle: string;
        caseStartDate: string;
        stateName: string | null;
      }>`
        select c.id, c.case_title, c.case_start_date::text as case_start_date, st.name as state_name
        from investigative_case c left join state st on st.id = c.state_id
        where c.module = ${module} and c.year = ${year} order by c.case_start_date, c.id`.execute(
        db,
      );
      return rows;
    },

    /** A module's cases for the pickers, latest year first. */
    casesOf: (module: ModuleCode) =>
      db
        .selectFrom('investigativeCase')
        .select(['id', 'caseTitle', 'year', 'stateId'])
        .where('module', '=', module as CaseModule)
        .orderBy('year', 'desc')
        .orderBy('id')
        .execute(),
  };
}
