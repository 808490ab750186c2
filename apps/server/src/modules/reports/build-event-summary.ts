import { moduleHasKind, type AlertKind, HOUR_MS, localDateTimeText } from '@eqmp/domain';
import { createEventsRepository } from './events.repository.js';
import { type ReportContext, stationsPeriodFileName } from './report-context.js';
import { reportRange, reportStations, stationReportHead } from './report-scope.js';
import { type ReportTable, columnsOf, eventsPerMonth, periodField } from './report-table.js';

/** Alert kinds that are pollution or exceedance events (not outliers or data transmission). */
const EVENT_KINDS: readonly AlertKind[] = ['exceedance', 'pm', 'pollution', 'npe1', 'npe2'];

/**
 * Event summary (spec §2 "Manual river: … event_summary"): every alert episode of a pollution or
 * exceedance kind (exceedance, pollution event, NPE1, NPE2) of the chosen stations (or a state)
 * that was under way at some time of the range — one row each with its parameter, kind, start and
 * end (or ongoing), duration up to its end or now, worst value against its limit and the alert's
 * status — then a total row per station. Chart: episodes opened per Kuala Lumpur month by kind.
 */
export async function buildEventSummaryReport(ctx: ReportContext): Promise<ReportTable> {
  const column = columnsOf(ctx);
  const stations = await reportStations(ctx);
  const range = reportRange(ctx);
  const kinds = EVENT_KINDS.filter((k) => moduleHasKind(ctx.def.module, k));
  const alerts =
    kinds.length === 0
      ? []
      : await createEventsRepository(ctx.db).episodes(
          ctx.def.module,
          stations.map((s) => s.id),
          kinds,
          range,
        );

  const ongoing = ctx.t('reports:event.ongoing');
  const rows: Record<string, unknown>[] = [];
  for (const station of stations) {
    const own = alerts.filter((a) => a.stationId === station.id);
    let hours = 0;
    for (const a of own) {
      const duration = ((a.conditionEndedAt ?? ctx.now).getTime() - a.openedAt.getTime()) / HOUR_MS;
      hours += duration;
      rows.push({
        station: station.id,
        name: station.name,
        parameter: a.parameterCode
          ? `${a.parameterCode} ${(ctx.lang === 'ms' ? a.nameMs : a.nameEn) ?? ''}`.trim()
          : '',
        kind: ctx.t(`alerts:kind.${a.kind}`),
        openedAt: localDateTimeText(a.openedAt),
        endedAt: a.conditionEndedAt ? localDateTimeText(a.conditionEndedAt) : ongoing,
        hours: duration,
        worst: a.peakValue ?? a.value,
        limit: a.limitValue,
        unit: a.unit ?? '',
        status: ctx.t(`alerts:status.${a.status}`),
      });
    }
    if (own.length > 0) {
      const perKind = kinds
        .map((k) => [k, own.filter((a) => a.kind === k).length] as const)
        .filter(([, n]) => n > 0);
      rows.push({
        station: station.id,
        name: station.name,
        parameter: '',
        kind: ctx.t('reports:event.total', { count: own.length }),
        openedAt: '',
        endedAt: perKind.map(([k, n]) => `${ctx.t(`alerts:kind.${k}`)} ${n}`).join(', '),
        hours,
        worst: null,
        limit: null,
        unit: '',
        status: '',
      });
    }
  }

  return {
    ...stationReportHead(ctx, stations, periodField(ctx, range)),
    columns: [
      column('station'),
      column('name'),
      column('parameter'),
      column('kind', 'eventKind'),
      column('openedAt', 'eventStart'),
      column('endedAt', 'eventEnd'),
      column('hours', 'duration', { unit: 'h', decimals: 1 }),
      column('worst', 'worstValue', { decimals: 2 }),
      column('limit', 'limit', { decimals: 2 }),
      column('unit'),
      column('status'),
    ],
    rows,
    chart: eventsPerMonth(
      ctx,
      range,
      kinds,
      alerts.map((a) => ({ kind: a.kind, at: a.openedAt })),
    ),
    notes: [ctx.t('reports:note.events')],
    fileName: stationsPeriodFileName(ctx, stations, range),
  };
}
