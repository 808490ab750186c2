import type { ReportKind } from '@eqmp/domain';
import { dataLevel, sampleDataLevel } from '../values/index.js';
import { reportCase } from './report-case.js';
import type { ReportContext } from './report-context.js';
import { reportRange } from './report-scope.js';
import type { ReportTable } from './report-table.js';

const SAMPLE_KINDS: readonly ReportKind[] = ['samples', 'sampleMonthly', 'triennial', 'boxplot'];

/**
 * Makes a report say which verification level its figures are at (QUALITY.md "Public face"):
 * raw data says raw; current data of chosen stations (or of the investigative case's stations)
 * over a period says provisional, reviewed or approved, from the approval ranges. Replaces the
 * value of the report's level line.
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
  const stations = ctx.def.byCase
    ? (await reportCase(ctx)).stations.map((s) => s.id)
    : (ctx.query.station ?? []);
  if (stations.length === 0) return;
  let range;
  try {
    range = reportRange(ctx);
  } catch {
    return;
  }
  const parameters = ctx.query.parameter?.length ? ctx.query.parameter : null;
  // Reports of manual samples are as verified as the samples they show (the months between
  // samples have nothing to verify); the others as the whole period.
  const level = SAMPLE_KINDS.includes(ctx.def.kind)
    ? await sampleDataLevel(ctx.db, stations, parameters, range.from, range.to)
    : ((await dataLevel(ctx.db, stations, parameters, range.from, range.to)) ?? 'provisional');
  line.value = ctx.t(`qaqc:level.${level}`);
}
