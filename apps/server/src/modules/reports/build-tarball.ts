import {
  classifyTarball,
  TARBALL_PARAMETER,
  tarballVersionAt,
  localDateTimeText,
} from '@eqmp/domain';
import { tarballVersions } from '../calculators/index.js';
import { type ReportContext, stationsPeriodFileName } from './report-context.js';
import { reportRange, reportStations, stationReportHead } from './report-scope.js';
import { type ReportTable, columnsOf, periodField } from './report-table.js';
import { fetchSamples } from './samples.repository.js';
import { createScopeRepository } from './scope.repository.js';

/**
 * Tar-ball report (spec §2 "Manual marine adds a tarball report"): every tar-ball survey of the
 * chosen beach stations (or of a state) in the range — weight of tar balls per square metre
 * (`M_TARBALL`, a manual sample value at the report's level) and its class (none, light,
 * moderate, heavy) under the version of the tar-ball classes in force on the survey's day (versioned
 * data a System Admin changes). Chart: the weights per survey date.
 */
export async function buildTarballReport(ctx: ReportContext): Promise<ReportTable> {
  const column = columnsOf(ctx);
  const stations = await reportStations(ctx);
  const range = reportRange(ctx);
  const [parameter] = await createScopeRepository(ctx.db).parameters({
    codes: [TARBALL_PARAMETER],
  });
  const samples = (
    await fetchSamples(
      ctx,
      stations.map((s) => s.id),
      range,
    )
  ).filter((s) => s.parameterCode === TARBALL_PARAMETER);
  const versions = await tarballVersions(ctx.db);
  const used = new Map<string, ReturnType<typeof tarballVersionAt>>();

  const rows = samples
    .map((s) => {
      const station = stations.find((x) => x.id === s.stationId)!;
      const version = tarballVersionAt(versions, s.ts);
      used.set(version.id, version);
      return {
        station: station.id,
        name: station.name,
        state: station.stateName ?? '',
        time: localDateTimeText(s.ts),
        value: s.value,
        tarballClass: ctx.t(
          `reports:tarball.class.${classifyTarball(s.value, version.thresholds)}`,
        ),
        classVersion: version.version,
      };
    })
    .sort((a, b) => a.time.localeCompare(b.time) || a.station.localeCompare(b.station));
  const dates = [...new Set(rows.map((r) => r.time.slice(0, 10)))];
  const charted = stations.filter((s) => rows.some((r) => r.station === s.id)).slice(0, 10);
  const unit = parameter?.unit ?? 'g/m2';
  // The versions that classed the rows (or, with no survey, the one in force at the range's end).
  if (used.size === 0) {
    const current = tarballVersionAt(versions, range.to.getTime() - 1);
    used.set(current.id, current);
  }
  const notes = [...used.values()].map((v) => {
    const bounds = {
      LIGHT: v.thresholds.light,
      MODERATE: v.thresholds.moderate,
      HEAVY: v.thresholds.heavy,
    };
    const bands = Object.entries(bounds)
      .map(([cls, min]) => `${ctx.t(`reports:tarball.class.${cls}`)} ≥ ${min}`)
      .join(', ');
    return ctx.t('reports:note.tarball', { version: v.version, source: v.source, bands, unit });
  });

  return {
    ...stationReportHead(ctx, stations, periodField(ctx, range)),
    columns: [
      column('station'),
      column('name'),
      column('state'),
      column('time', 'sampledAt'),
      {
        key: 'value',
        header: ctx.t('reports:column.tarball'),
        unit,
        decimals: parameter?.decimals ?? 1,
      },
      column('tarballClass', 'class'),
      column('classVersion'),
    ],
    rows,
    chart: {
      type: 'bar',
      categories: dates,
      series: charted.map((s) => ({
        name: s.id,
        data: dates.map(
          (d) => rows.find((r) => r.station === s.id && r.time.startsWith(d))?.value ?? null,
        ),
      })),
    },
    notes,
    fileName: stationsPeriodFileName(ctx, stations, range),
  };
}
