import { sql } from 'kysely';
import {
  commonParameters,
  reportFileName,
  reportTitle,
  type ReportContext,
} from './report-context.js';
import { reportRange } from './report-scope.js';
import type { ReportTable } from './report-table.js';
import { KL } from './level-filter.js';

/**
 * Hotspot report: fire hotspots per Kuala Lumpur day and state (hotspots outside Malaysia's
 * states, e.g. in Sumatra, are their own group), with the high-confidence count and the largest
 * fire radiative power. Says so when demo hotspots are among them.
 */
export async function buildHotspotReport(ctx: ReportContext): Promise<ReportTable> {
  const range = reportRange(ctx);
  const stateId = ctx.query.state;
  const stateName = stateId
    ? (await ctx.db.selectFrom('state').select('name').where('id', '=', stateId).executeTakeFirst())
        ?.name
    : undefined;
  const { rows: groups } = await sql<{
    day: string;
    state: string | null;
    hotspots: number;
    high: number;
    maxFrp: number | null;
    demo: boolean;
  }>`
    select to_char(h.observed_at at time zone ${KL}, 'YYYY-MM-DD') as day, st.name as state, count(*)::int as hotspots,
      (count(*) filter (where h.confidence = 'high'))::int as high, max(h.frp) as max_frp, bool_or(h.is_demo) as demo
    from hotspot h left join state st on st.id = h.state_id
    where h.observed_at >= ${range.from} and h.observed_at < ${range.to} ${stateId ? sql`and h.state_id = ${stateId}` : sql``}
    group by 1, 2 order by 1, 2`.execute(ctx.db);
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
      { label: ctx.t('reports:field.period'), value: range.label },
      { label: ctx.t('reports:field.state'), value: stateName ?? ctx.t('reports:value.allStates') },
    ],
    columns: [
      { key: 'day', header: ctx.t('reports:column.date') },
      { key: 'state', header: ctx.t('reports:column.state') },
      { key: 'hotspots', header: ctx.t('reports:column.hotspots') },
      { key: 'high', header: ctx.t('reports:column.highConfidence') },
      { key: 'maxFrp', header: ctx.t('reports:column.maxFrp'), unit: 'MW', decimals: 1 },
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
