import { MODULES, npeTierLimits, npeTierOf, type LimitRow, localDateTimeText } from '@eqmp/domain';
import { createAlertSettingsRepository } from '../alerts/index.js';
import { createStandardsRepository } from '../calculators/index.js';
import { type ReportContext, stationsPeriodFileName } from './report-context.js';
import {
  reportParameters,
  reportRange,
  reportStations,
  stationReportHead,
} from './report-scope.js';
import { type ReportTable, columnsOf, eventsPerMonth, periodField } from './report-table.js';
import { fetchSamples } from './samples.repository.js';

const TIERS = ['npe1', 'npe2'] as const;

/**
 * NPE report (spec §2 "Manual marine … adds … an npe report"): every manual sample value of the
 * chosen stations (or a state) in the range, at the report's level, judged against the two NPE
 * tiers the System Admin sets (npe1, npe2: a class of the marine criteria — or NWQS for river —
 * and the parameters it watches), with the criteria version in force on the sample's day. One row
 * per value that reaches a tier (its highest), then a total per station. Chart: values per tier
 * and Kuala Lumpur month. The same rule as the NPE alerts, applied to every sample, not only the
 * newest.
 */
export async function buildNpeReport(ctx: ReportContext): Promise<ReportTable> {
  const column = columnsOf(ctx);
  const stations = await reportStations(ctx);
  const range = reportRange(ctx);
  const medium = MODULES[ctx.def.module].medium;
  const ids = stations.map((s) => s.id);
  const [samples, parameters, settings, limits] = await Promise.all([
    fetchSamples(ctx, ids, range),
    reportParameters(ctx, ids),
    createAlertSettingsRepository(ctx.db).settings(),
    createStandardsRepository(ctx.db).limitRows(),
  ]);
  const rules: readonly LimitRow[] = limits;
  const parameterOf = new Map(parameters.map((p) => [p.code, p]));

  const rows: Record<string, unknown>[] = [];
  const found: { tier: (typeof TIERS)[number]; ts: Date }[] = [];
  const unjudged = new Set<string>();
  for (const station of stations) {
    const own = samples.filter((s) => s.stationId === station.id);
    const counts = { npe1: 0, npe2: 0 };
    for (const sample of own) {
      const tiers = npeTierLimits(medium, sample.parameterCode, settings, rules, sample.ts);
      if (!tiers) continue;
      const tier = npeTierOf(sample.value, tiers);
      if (tier === 'unjudged') unjudged.add(sample.parameterCode);
      if (tier !== 'npe1' && tier !== 'npe2') continue;
      counts[tier] += 1;
      found.push({ tier, ts: sample.ts });
      const p = parameterOf.get(sample.parameterCode);
      const bound = (row: LimitRow | null) => (row ? (row.max ?? row.min) : null);
      rows.push({
        station: station.id,
        name: station.name,
        time: localDateTimeText(sample.ts),
        parameter: p ? `${p.code} ${p.name}` : sample.parameterCode,
        value: sample.value,
        unit: p?.unit ?? '',
        npe1Limit: bound(tiers.npe1),
        npe2Limit: bound(tiers.npe2),
        tier: ctx.t(`alerts:kind.${tier}`),
        version: (tiers[tier] ?? tiers.npe1 ?? tiers.npe2)?.version ?? '',
      });
    }
    if (counts.npe1 + counts.npe2 > 0) {
      rows.push({
        station: station.id,
        name: station.name,
        time: '',
        parameter: ctx.t('reports:npe.total', {
          count: counts.npe1 + counts.npe2,
          samples: new Set(own.map((s) => s.ts.getTime())).size,
        }),
        value: null,
        unit: '',
        npe1Limit: null,
        npe2Limit: null,
        tier: TIERS.map((k) => `${ctx.t(`alerts:kind.${k}`)} ${counts[k]}`).join(', '),
        version: '',
      });
    }
  }

  const classOf = (k: (typeof TIERS)[number]) =>
    medium === 'river' ? settings[k].riverClass : settings[k].marineClass;
  const notes = [
    ctx.t(`reports:note.npe.${medium === 'river' ? 'river' : 'marine'}`, {
      npe1: classOf('npe1'),
      npe2: classOf('npe2'),
    }),
    ...(unjudged.size > 0
      ? [ctx.t('reports:note.npe.unjudged', { parameters: [...unjudged].sort().join(', ') })]
      : []),
  ];

  return {
    ...stationReportHead(ctx, stations, periodField(ctx, range)),
    columns: [
      column('station'),
      column('name'),
      column('time', 'sampledAt'),
      column('parameter'),
      column('value', 'value', { decimals: 3 }),
      column('unit'),
      column('npe1Limit', 'npe1Limit', { decimals: 3 }),
      column('npe2Limit', 'npe2Limit', { decimals: 3 }),
      column('tier', 'npeTier'),
      column('version', 'criteriaVersion'),
    ],
    rows,
    chart: eventsPerMonth(
      ctx,
      range,
      TIERS,
      found.map((f) => ({ kind: f.tier, at: f.ts })),
    ),
    notes,
    fileName: stationsPeriodFileName(ctx, stations, range),
  };
}
