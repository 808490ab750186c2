import { AppError } from '../../errors.js';
import { createCasesRepository } from './cases.repository.js';
import type { ReportContext } from './report-context.js';
import type { ReportStation } from './report-scope.js';

type ReportCase = {
  id: string;
  title: string;
  /** `YYYY-MM-DD`. */
  startDate: string;
  stations: ReportStation[];
};
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
  const cases = createCasesRepository(ctx.db);
  const found = await cases.case(id, ctx.def.module);
  if (!found)
    throw new AppError('BAD_REQUEST', {
      messageKey: 'reports:errors.unknownCase',
      values: { caseId: id },
    });
  const stations = (await cases.caseStations([id])).map(
    ({ caseId: _caseId, ...station }) => station,
  );
  return { id: found.id, title: found.caseTitle, startDate: found.caseStartDate, stations };
}
