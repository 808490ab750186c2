import { verificationOf } from '../qaqc/index.js';
import type { ReportContext } from './report-context.js';
import { reportRange } from './report-scope.js';
import type { ReportTable } from './report-table.js';

/**
 * Makes a report say which verification level its figures are at (QUALITY.md "Public face"):
 * raw data says raw; current data of chosen stations over a period says provisional, reviewed
 * or approved, from the approval ranges. Replaces the value of the report's level line.
 */
export async function stateVerification(
  ctx: ReportContext,
  table: Pick<ReportTable, 'parameters'>,
): Promise<void> {
  const line = table.parameters.find((p) => p.label === ctx.t('reports:field.level'));
  if (!line) return;
  if (ctx.level === 'raw') {
    line.value = ctx.t('qaqc:level.raw');
    return;
  }
  const stations = ctx.query.station ?? [];
  if (stations.length === 0) return;
  let range;
  try {
    range = reportRange(ctx);
  } catch {
    return;
  }
  const parameters = ctx.query.parameter?.length ? ctx.query.parameter : null;
  line.value = ctx.t(
    `qaqc:level.${await verificationOf(ctx.db, stations, parameters, range.from, range.to)}`,
  );
}
