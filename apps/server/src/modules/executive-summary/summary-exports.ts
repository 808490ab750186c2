import {
  type IndexOverview,
  type ModuleCode,
  type PollutionEvents,
  type StationStatistics,
  type TrendAnalysis,
  type VerificationLevel,
} from '@eqmp/domain';
import { translate, type Language } from '@eqmp/locales';
import { klDateTime, type ExportTable } from '../exports/index.js';

/** A translator bound to the caller's language. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;
export const translator =
  (lang: Language): Translate =>
  (key, values) =>
    translate(lang, key, values);

const ES = 'executiveSummary';

/** The lines every executive summary export starts with: its modules and data level. */
export function commonLines(
  t: Translate,
  covered: readonly ModuleCode[],
  level: VerificationLevel | null,
  note?: string,
): ExportTable['parameters'] {
  return [
    {
      label: t(`${ES}:field.modules`),
      value: covered.length > 0 ? covered.join(', ') : t(`${ES}:noModules`),
    },
    {
      label: t('reports:field.level'),
      value: level ? t(`qaqc:level.${level}`) : t(`${ES}:level.none`),
    },
    ...(note ? [{ label: t(`${ES}:field.note`), value: note }] : []),
  ];
}

/** The label of a class key of a medium, as the map legend writes it. */
export function classLabel(t: Translate, medium: string, cls: string): string {
  if (cls === 'NA') return t('maps:class.noData');
  if (medium === 'air') return t(`maps:class.air.${cls}`);
  if (medium === 'river') return t(`maps:class.river.${cls}`);
  return t(`maps:class.marineCategory.${cls}`);
}

const fileDay = (iso: string) => iso.slice(0, 10);
const stateText = (t: Translate, name: string | null) => name ?? t(`${ES}:noState`);

export function indexOverviewTable(
  answer: IndexOverview,
  t: Translate,
  covered: readonly ModuleCode[],
): ExportTable {
  const rows = answer.media.flatMap((m) =>
    m.windows.flatMap((w) =>
      [{ stateName: t(`${ES}:national`), counts: w.national, total: w.total }, ...w.states].flatMap(
        (s) =>
          s.counts.map((c) => ({
            medium: t(`common:medium.${m.medium}`),
            window: t(`${ES}:window.${w.window}`),
            state: s.stateName ?? t(`${ES}:noState`),
            cls: classLabel(t, m.medium, c.cls),
            stations: c.count,
            share: s.total > 0 ? (100 * c.count) / s.total : null,
          })),
      ),
    ),
  );
  return {
    title: t(`${ES}:page.index_overview`),
    parameters: [
      { label: t(`${ES}:field.at`), value: klDateTime(new Date(answer.at)) },
      ...commonLines(t, covered, answer.dataLevel, t(`${ES}:overview.rule`)),
    ],
    columns: [
      { key: 'medium', header: t(`${ES}:col.medium`) },
      { key: 'window', header: t(`${ES}:col.window`) },
      { key: 'state', header: t('reports:field.state') },
      { key: 'cls', header: t(`${ES}:col.class`) },
      { key: 'stations', header: t('reports:field.stations') },
      { key: 'share', header: t(`${ES}:col.share`), unit: '%', decimals: 1 },
    ],
    rows,
    fileName: `executive-summary-index-overview-${fileDay(answer.at)}`,
  };
}

export function stationStatisticsTable(
  answer: StationStatistics,
  t: Translate,
  covered: readonly ModuleCode[],
): ExportTable {
  const totals = answer.rows.filter((r) => r.stateName === null);
  return {
    title: t(`${ES}:page.station_statistics`),
    parameters: [
      { label: t('reports:field.month'), value: answer.month },
      { label: t(`${ES}:field.target`), value: `${answer.target} %` },
      ...commonLines(t, covered, answer.dataLevel, t(`${ES}:stations.rule`)),
    ],
    columns: [
      { key: 'module', header: t('reports:field.module') },
      { key: 'state', header: t('reports:field.state') },
      { key: 'stations', header: t('reports:field.stations') },
      { key: 'active', header: t(`${ES}:col.active`) },
      { key: 'inactive', header: t(`${ES}:col.inactive`) },
      { key: 'onTime', header: t(`${ES}:status.on_time`) },
      { key: 'late', header: t(`${ES}:status.late`) },
      { key: 'down', header: t(`${ES}:status.down`) },
      { key: 'never', header: t(`${ES}:status.never`) },
      { key: 'capturePct', header: t(`${ES}:col.capture`), unit: '%', decimals: 1 },
      { key: 'captureMeeting', header: t(`${ES}:col.captureMeeting`) },
      { key: 'capturePairs', header: t(`${ES}:col.capturePairs`) },
    ],
    rows: answer.rows.map((r) => ({
      ...r,
      state: r.stateName === null ? t(`${ES}:allStates`) : r.stateName,
    })),
    chart: {
      type: 'bar',
      categories: totals.map((r) => r.module),
      series: [
        { name: t(`${ES}:col.active`), data: totals.map((r) => r.active) },
        { name: t(`${ES}:col.inactive`), data: totals.map((r) => r.inactive) },
      ],
    },
    fileName: `executive-summary-station-statistics-${answer.month}`,
  };
}

export function trendTable(
  answer: TrendAnalysis,
  t: Translate,
  covered: readonly ModuleCode[],
): ExportTable {
  const name = (s: TrendAnalysis['series'][number]) => s.name || t(`${ES}:trend.allStations`);
  const trendLines = answer.series.map((s) => ({
    label: name(s),
    value: s.trend
      ? t(`${ES}:trend.line`, {
          direction: t(`${ES}:trend.direction.${s.trend.direction}`),
          slope: s.trend.senSlope.toFixed(3),
          per: t(`${ES}:trend.per.${answer.period}`),
          p: s.trend.pValue.toFixed(3),
          n: s.trend.n,
          significance: t(`${ES}:trend.${s.trend.significant ? 'significant' : 'notSignificant'}`),
        })
      : t(`${ES}:trend.tooShort`),
  }));
  return {
    title: `${t(`${ES}:page.trend_analysis`)} — ${answer.module} ${answer.measureName}`,
    parameters: [
      { label: t('reports:field.period'), value: `${answer.from} – ${answer.to}` },
      { label: t(`${ES}:field.step`), value: t(`${ES}:trend.period.${answer.period}`) },
      ...commonLines(t, covered, answer.dataLevel, t(`${ES}:trend.rule`)),
      ...trendLines,
    ],
    columns: [
      { key: 'bucket', header: t(`${ES}:trend.period.${answer.period}`) },
      ...answer.series.map((s, i) => ({
        key: `s${i}`,
        header: name(s),
        ...(answer.unit ? { unit: answer.unit } : {}),
        decimals: 2,
      })),
    ],
    rows: answer.buckets.map((bucket, b) => ({
      bucket,
      ...Object.fromEntries(answer.series.map((s, i) => [`s${i}`, s.values[b] ?? null])),
    })),
    chart: {
      type: 'line',
      categories: answer.buckets,
      series: answer.series.map((s) => ({ name: name(s), data: s.values })),
    },
    fileName: `executive-summary-trend-${answer.module.toLowerCase()}-${answer.measureName.toLowerCase()}-${answer.from}-${answer.to}`,
  };
}

export function pollutionEventsTable(
  answer: PollutionEvents,
  t: Translate,
  covered: readonly ModuleCode[],
): ExportTable {
  return {
    title: t(`${ES}:page.pollution_event`),
    parameters: [
      { label: t('reports:field.period'), value: `${answer.from} – ${answer.to}` },
      {
        label: t(`${ES}:field.episodes`),
        value: [
          String(answer.total),
          ...answer.kinds.map((k) => `${t(`alerts:kind.${k.kind}`)} ${k.count}`),
        ].join(' · '),
      },
      ...commonLines(t, covered, answer.dataLevel, t(`${ES}:events.rule`)),
      ...(answer.truncated
        ? [
            {
              label: t(`${ES}:field.note`),
              value: t(`${ES}:events.truncated`, { shown: answer.episodes.length }),
            },
          ]
        : []),
    ],
    columns: [
      { key: 'openedAt', header: t(`${ES}:col.opened`) },
      { key: 'endedAt', header: t(`${ES}:col.ended`) },
      { key: 'durationHours', header: t(`${ES}:col.duration`), unit: 'h', decimals: 1 },
      { key: 'kind', header: t(`${ES}:col.kind`) },
      { key: 'module', header: t('reports:field.module') },
      { key: 'stationId', header: t('reports:field.station') },
      { key: 'stationName', header: t(`${ES}:col.stationName`) },
      { key: 'state', header: t('reports:field.state') },
      { key: 'parameterCode', header: t('reports:field.parameter') },
      { key: 'peakValue', header: t(`${ES}:col.peak`) },
      { key: 'limitValue', header: t(`${ES}:col.limit`) },
      { key: 'unit', header: t(`${ES}:col.unit`) },
    ],
    rows: answer.episodes.map((e) => ({
      ...e,
      openedAt: new Date(e.openedAt),
      endedAt: e.endedAt ? new Date(e.endedAt) : t(`${ES}:events.ongoing`),
      kind: t(`alerts:kind.${e.kind}`),
      state: stateText(t, e.stateName),
    })),
    chart: {
      type: 'bar',
      categories: answer.days,
      series: answer.timeline.map((k) => ({ name: t(`alerts:kind.${k.kind}`), data: k.data })),
    },
    fileName: `executive-summary-pollution-events-${answer.from}-${answer.to}`,
  };
}
