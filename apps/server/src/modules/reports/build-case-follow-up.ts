import { localDayKey, localDayStart, localDateTimeText } from '@eqmp/domain';
import { loadIndexStandards, marineIndexOf } from '../calculators/index.js';
import {
  commonParameters,
  reportFileName,
  reportTitle,
  type ReportContext,
} from './report-context.js';
import { reportCase } from './report-case.js';
import { indexColumns } from './report-index.js';
import { reportRange } from './report-scope.js';
import { type ReportTable, columnsOf, periodField } from './report-table.js';
import { fetchSamples } from './samples.repository.js';

/** MMWQI categories that count as recovered. */
const RECOVERED = new Set(['EXCELLENT', 'GOOD']);

/**
 * Continuation report of a marine investigative case (spec §2 "mwis: … contireport"; our reading,
 * see docs/reports.md): for the case (`year` + `caseID`), every sampling round of its stations
 * from the case's start date up to now, with each station's MMWQI and category
 * and whether it has recovered (category Good or Excellent). Chart: the index per round.
 */
export async function buildCaseFollowUpReport(ctx: ReportContext): Promise<ReportTable> {
  const column = columnsOf(ctx);
  const found = await reportCase(ctx);
  const year = reportRange(ctx, 'year'); // the year picks the case, as in the MWIS monthly report
  const from = localDayStart(found.startDate);
  const range = { from, to: ctx.now, label: `${found.startDate} – ${localDayKey(ctx.now)}` };
  const samples = await fetchSamples(
    ctx,
    found.stations.map((s) => s.id),
    range,
  );
  const standards = await loadIndexStandards(ctx.db, ctx.now);
  const na = ctx.t('reports:value.na');

  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < samples.length;) {
    const first = samples[i]!;
    const values: Record<string, number> = {};
    for (
      ;
      i < samples.length &&
      samples[i]!.stationId === first.stationId &&
      samples[i]!.ts.getTime() === first.ts.getTime();
      i++
    )
      values[samples[i]!.parameterCode] = samples[i]!.value;
    const station = found.stations.find((s) => s.id === first.stationId)!;
    const result = station.locationType
      ? marineIndexOf(values, station.locationType, standards.marine)
      : null;
    const category = result?.category ?? 'NA';
    rows.push({
      time: localDateTimeText(first.ts),
      station: station.id,
      name: station.name,
      index: result?.index ?? null,
      indexClass: category === 'NA' ? na : ctx.t(`calculators:marine.category.${category}`),
      recovered:
        category === 'NA'
          ? na
          : ctx.t(RECOVERED.has(category) ? 'reports:value.yes' : 'reports:value.no'),
    });
  }
  rows.sort(
    (a, b) =>
      String(a.time).localeCompare(String(b.time)) ||
      String(a.station).localeCompare(String(b.station)),
  );
  const rounds = [...new Set(rows.map((r) => String(r.time).slice(0, 10)))];

  return {
    title: reportTitle(ctx),
    parameters: [
      ...commonParameters(ctx),
      { label: ctx.t('reports:field.case'), value: `${found.id} ${found.title}` },
      periodField(ctx, range),
    ],
    columns: [
      column('time', 'sampledAt'),
      column('station'),
      column('name'),
      ...indexColumns(ctx),
      column('recovered'),
    ],
    rows,
    chart: {
      type: 'line',
      categories: rounds,
      series: found.stations.slice(0, 10).map((s) => ({
        name: s.id,
        data: rounds.map(
          (d) =>
            (rows.find((r) => r.station === s.id && String(r.time).startsWith(d))?.index as
              number | null | undefined) ?? null,
        ),
      })),
    },
    notes: [ctx.t('reports:note.followUp')],
    fileName: reportFileName(ctx, found.id, year.label),
  };
}
