import {
  type indexOverviewAnswer,
  type ModuleCode,
  type pollutionEventsAnswer,
  type stationStatisticsAnswer,
  type TrendAnalysis,
  type VerificationLevel,
  localDateTimeText,
} from '@eqmp/domain';
import { translate, type Language } from '@eqmp/locales';
import type { z } from 'zod';
import type { ExportTable } from '../exports/index.js';

type IndexOverview = z.output<typeof indexOverviewAnswer>;
type StationStatistics = z.output<typeof stationStatisticsAnswer>;
type PollutionEvents = z.output<typeof pollutionEventsAnswer>;

/** A translator bound to the caller's language. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;
export const translator =
  (lang: Language): Translate =>
  (key, values) =>
    translate(lang, key, values);

/** The lines every executive summary export starts with: its modules and data level. */
export function commonLines(
  t: Translate,
  covered: readonly ModuleCode[],
  level: VerificationLevel | null,
  note?: string,
): ExportTable['parameters'] {
  return [
    {
      label: t(`executiveSummary:field.modules`),
      value: covered.length > 0 ? covered.join(', ') : t(`executiveSummary:noModules`),
    },
    {
      label: t('reports:field.level'),
      value: level ? t(`qaqc:level.${level}`) : t(`executiveSummary:level.none`),
      key: 'dataLevel',
    },
    ...(note ? [{ label: t(`executiveSummary:field.note`), value: note }] : []),
  ];
}

/** The label of a class key of a medium, as the map legend writes it. */
export function classLabel(t: Translate, medium: string, cls: string): string {
  if (cls === 'NA') return t('maps:class.noData');
  if (medium === 'air') return t(`maps:class.air.${cls}`);
  if (medium === 'river') return t(`maps:class.river.${cls}`);
  return t(`maps:class.marineCategory.${cls}`);
}

const fileDay = (at: Date) => at.toISOString().slice(0, 10);
const stateText = (t: Translate, name: string | null) => name ?? t(`executiveSummary:noState`);

export function indexOverviewTable(
  answer: IndexOverview,
  t: Translate,
  covered: readonly ModuleCode[],
): ExportTable {
  const rows = answer.media.flatMap((m) =>
    m.windows.flatMap((w) =>
      [
        { stateName: t(`executiveSummary:national`), counts: w.national, total: w.total },
        ...w.states,
      ].flatMap((s) =>
        s.counts.map((c) => ({
          medium: t(`common:medium.${m.medium}`),
          window: t(`executiveSummary:window.${w.window}`),
          state: s.stateName ?? t(`executiveSummary:noState`),
          cls: classLabel(t, m.medium, c.cls),
          stations: c.count,
          share: s.total > 0 ? (100 * c.count) / s.total : null,
        })),
      ),
    ),
  );
  return {
    title: t(`executiveSummary:page.index_overview`),
    parameters: [
      { label: t(`executiveSummary:field.at`), value: localDateTimeText(answer.at) },
      ...commonLines(t, covered, answer.dataLevel, t(`executiveSummary:overview.rule`)),
    ],
    columns: [
      { key: 'medium', header: t(`executiveSummary:col.medium`) },
      { key: 'window', header: t(`executiveSummary:col.window`) },
      { key: 'state', header: t('reports:field.state') },
      { key: 'cls', header: t(`executiveSummary:col.class`) },
      { key: 'stations', header: t('reports:field.stations') },
      { key: 'share', header: t(`executiveSummary:col.share`), unit: '%', decimals: 1 },
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
  const totals = answer.rows.filter((r) => r.total);
  return {
    title: t(`executiveSummary:page.station_statistics`),
    parameters: [
      { label: t('reports:field.month'), value: answer.month },
      { label: t(`executiveSummary:field.target`), value: `${answer.target} %` },
      ...commonLines(t, covered, answer.dataLevel, t(`executiveSummary:stations.rule`)),
    ],
    columns: [
      { key: 'module', header: t('reports:field.module') },
      { key: 'state', header: t('reports:field.state') },
      { key: 'stations', header: t('reports:field.stations') },
      { key: 'active', header: t(`executiveSummary:col.active`) },
      { key: 'inactive', header: t(`executiveSummary:col.inactive`) },
      { key: 'onTime', header: t(`executiveSummary:status.on_time`) },
      { key: 'late', header: t(`executiveSummary:status.late`) },
      { key: 'down', header: t(`executiveSummary:status.down`) },
      { key: 'never', header: t(`executiveSummary:status.never`) },
      { key: 'capturePct', header: t(`executiveSummary:col.capture`), unit: '%', decimals: 1 },
      { key: 'captureMeeting', header: t(`executiveSummary:col.captureMeeting`) },
      { key: 'capturePairs', header: t(`executiveSummary:col.capturePairs`) },
    ],
    rows: answer.rows.map((r) => ({
      ...r,
      state: r.total ? t(`executiveSummary:allStates`) : stateText(t, r.stateName),
    })),
    chart: {
      type: 'bar',
      categories: totals.map((r) => r.module),
      series: [
        { name: t(`executiveSummary:col.active`), data: totals.map((r) => r.active) },
        { name: t(`executiveSummary:col.inactive`), data: totals.map((r) => r.inactive) },
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
  const name = (s: TrendAnalysis['series'][number]) =>
    s.name || t(`executiveSummary:trend.allStations`);
  const trendLines = answer.series.map((s) => ({
    label: name(s),
    value: s.trend
      ? t(`executiveSummary:trend.line`, {
          direction: t(`executiveSummary:trend.direction.${s.trend.direction}`),
          slope: s.trend.senSlope.toFixed(3),
          per: t(`executiveSummary:trend.per.${answer.period}`),
          p: s.trend.pValue.toFixed(3),
          n: s.trend.n,
          significance: t(
            `executiveSummary:trend.${s.trend.significant ? 'significant' : 'notSignificant'}`,
          ),
        })
      : t(`executiveSummary:trend.tooShort`),
  }));
  return {
    title: `${t(`executiveSummary:page.trend_analysis`)} — ${answer.module} ${answer.measureName}`,
    parameters: [
      { label: t('reports:field.period'), value: `${answer.from} – ${answer.to}` },
      {
        label: t(`executiveSummary:field.step`),
        value: t(`executiveSummary:trend.period.${answer.period}`),
      },
      ...commonLines(t, covered, answer.dataLevel, t(`executiveSummary:trend.rule`)),
      ...(answer.network
        ? [
            {
              label: t(`executiveSummary:trend.allStations`),
              value: t(`executiveSummary:trend.network`, {
                count: answer.network.stations,
                leftOut: answer.network.leftOut,
              }),
            },
          ]
        : []),
      ...trendLines,
    ],
    columns: [
      { key: 'bucket', header: t(`executiveSummary:trend.period.${answer.period}`) },
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
    title: t(`executiveSummary:page.pollution_event`),
    parameters: [
      { label: t('reports:field.period'), value: `${answer.from} – ${answer.to}` },
      {
        label: t(`executiveSummary:field.episodes`),
        value: [
          String(answer.total),
          ...answer.kinds.map((k) => `${t(`alerts:kind.${k.kind}`)} ${k.count}`),
        ].join(' · '),
      },
      ...commonLines(t, covered, answer.dataLevel, t(`executiveSummary:events.rule`)),
      ...(answer.truncated
        ? [
            {
              label: t(`executiveSummary:field.note`),
              value: t(`executiveSummary:events.truncated`, { shown: answer.episodes.length }),
            },
          ]
        : []),
    ],
    columns: [
      { key: 'openedAt', header: t(`executiveSummary:col.opened`) },
      { key: 'endedAt', header: t(`executiveSummary:col.ended`) },
      { key: 'durationHours', header: t(`executiveSummary:col.duration`), unit: 'h', decimals: 1 },
      { key: 'kind', header: t(`executiveSummary:col.kind`) },
      { key: 'module', header: t('reports:field.module') },
      { key: 'stationId', header: t('reports:field.station') },
      { key: 'stationName', header: t(`executiveSummary:col.stationName`) },
      { key: 'state', header: t('reports:field.state') },
      { key: 'parameterCode', header: t('reports:field.parameter') },
      { key: 'peakValue', header: t(`executiveSummary:col.peak`) },
      { key: 'limitValue', header: t(`executiveSummary:col.limit`) },
      { key: 'unit', header: t(`executiveSummary:col.unit`), unitCodes: true },
    ],
    rows: answer.episodes.map((e) => ({
      ...e,
      openedAt: e.openedAt,
      endedAt: e.endedAt ?? t(`executiveSummary:events.ongoing`),
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
