import {
  commonParameters,
  reportFileName,
  reportTitle,
  type ReportContext,
} from './report-context.js';
import { reportRange } from './report-scope.js';
import { type ReportTable, columnsOf, periodField } from './report-table.js';
import { createEventsRepository } from './events.repository.js';
import { createScopeRepository } from './scope.repository.js';

/**
 * Hotspot report: fire hotspots per Kuala Lumpur day and state (hotspots outside Malaysia's
 * states, e.g. in Sumatra, are their own group), with the high-confidence count and the largest
 * fire radiative power. Says so when demo hotspots are among them.
 */
export async function buildHotspotReport(ctx: ReportContext): Promise<ReportTable> {
  const column = columnsOf(ctx);
  const range = reportRange(ctx);
  const stateId = ctx.query.state;
  const stateName = stateId ? await createScopeRepository(ctx.db).stateName(stateId) : undefined;
  const groups = await createEventsRepository(ctx.db).hotspotsPerDay(range, stateId);
  const outside = ctx.t('reports:hotspot.outside');
  const rows = groups.map((g) => ({
    day: g.day,
    state: g.state ?? outside,
    hotspots: g.hotspots,
    high: g.high,
    maxFrp: g.maxFrp,
  }));
  const days = [...new Set(rows.map((r) => r.day))];

  return {
    title: reportTitle(ctx),
    parameters: [
      ...commonParameters(ctx).slice(0, 1),
      periodField(ctx, range),
      { label: ctx.t('reports:field.state'), value: stateName ?? ctx.t('reports:value.allStates') },
    ],
    columns: [
      column('day', 'date'),
      column('state'),
      column('hotspots'),
      column('high', 'highConfidence'),
      column('maxFrp', 'maxFrp', { unit: 'MW', decimals: 1 }),
    ],
    rows,
    chart: {
      type: 'bar',
      categories: days,
      series: [
        {
          name: ctx.t('reports:column.hotspots'),
          data: days.map((d) =>
            rows.filter((r) => r.day === d).reduce((n, r) => n + r.hotspots, 0),
          ),
        },
      ],
    },
    notes: [
      ctx.t('reports:note.hotspotTime'),
      ...(groups.some((g) => g.demo) ? [ctx.t('reports:note.hotspotDemo')] : []),
    ],
    fileName: reportFileName(ctx, range.label.replace(' – ', '-')),
  };
}
