import { localDateTimeText } from '@eqmp/domain';
import type { airQualityAnswer, HotspotPm, ManualStations, ModuleCode } from '@eqmp/domain';
import type { z } from 'zod';
import type { ExportTable } from '../exports/index.js';

type AirQualityOverview = z.output<typeof airQualityAnswer>;
import { classLabel, commonLines, type Translate } from './summary-exports.js';

const stateText = (t: Translate, name: string | null) => name ?? t(`executiveSummary:noState`);
const pollutantText = (t: Translate, code: string) => t(`executiveSummary:pollutant.${code}`);

export function airQualityTable(
  answer: AirQualityOverview,
  t: Translate,
  covered: readonly ModuleCode[],
): ExportTable {
  const worst = answer.worst.map((w, i) => ({
    label: t(`executiveSummary:air.worstLine`, { rank: i + 1 }),
    value: t(`executiveSummary:air.worstValue`, {
      station: `${w.stationId} ${w.stationName}`,
      state: stateText(t, w.stateName),
      max: w.maxApi,
      at: localDateTimeText(w.maxAt),
      hours: w.unhealthyHours,
      days: w.unhealthyDays,
    }),
  }));
  const dominant = {
    label: t(`executiveSummary:air.dominant`),
    value:
      answer.dominant.map((d) => `${pollutantText(t, d.pollutant)} ${d.pct} %`).join(' · ') ||
      t(`executiveSummary:level.none`),
  };
  return {
    title: t(`executiveSummary:page.air_quality_overview`),
    parameters: [
      { label: t('reports:field.period'), value: `${answer.from} – ${answer.to}` },
      ...commonLines(t, covered, answer.dataLevel, t(`executiveSummary:air.rule`)),
      dominant,
      ...worst,
    ],
    columns: [
      { key: 'state', header: t('reports:field.state') },
      ...answer.classes.map((cls) => ({ key: cls, header: classLabel(t, 'air', cls) })),
      { key: 'dominant', header: t(`executiveSummary:air.dominant`) },
    ],
    rows: [
      { stateName: t(`executiveSummary:national`), counts: answer.national, dominant: null },
      ...answer.states.map((s) => ({
        ...s,
        stateName: stateText(t, s.stateName),
        dominant: answer.dominantByState.find((d) => d.stateName === s.stateName) ?? null,
      })),
    ].map((s) => ({
      state: s.stateName,
      ...Object.fromEntries(s.counts.map((c) => [c.cls, c.count])),
      dominant: s.dominant
        ? `${pollutantText(t, s.dominant.pollutant)} (${s.dominant.pct} %)`
        : null,
    })),
    chart: {
      type: 'bar',
      categories: answer.classes.map((cls) => classLabel(t, 'air', cls)),
      series: [{ name: t(`executiveSummary:national`), data: answer.national.map((c) => c.count) }],
    },
    fileName: `executive-summary-air-quality-${answer.from}-${answer.to}`,
  };
}

export function hotspotTable(
  answer: HotspotPm,
  t: Translate,
  covered: readonly ModuleCode[],
): ExportTable {
  const correlation = answer.correlation.map((c) => ({
    label: t(`executiveSummary:hotspot.correlationLine`, {
      pollutant: pollutantText(t, c.pollutant),
      lag: c.lag,
    }),
    value: c.r === null ? t(`executiveSummary:hotspot.noCorrelation`) : `r = ${c.r} (n = ${c.n})`,
  }));
  return {
    title: t(`executiveSummary:page.hotspot`),
    parameters: [
      { label: t('reports:field.period'), value: `${answer.from} – ${answer.to}` },
      {
        label: t('reports:field.state'),
        value: answer.stateName ?? t(`executiveSummary:allStates`),
      },
      {
        label: t(`executiveSummary:hotspot.totals`),
        value: t(`executiveSummary:hotspot.totalsValue`, answer.totals),
      },
      ...commonLines(t, covered, answer.dataLevel, t(`executiveSummary:hotspot.rule`)),
      ...correlation,
    ],
    columns: [
      { key: 'day', header: t('reports:field.date') },
      { key: 'hotspots', header: t(`executiveSummary:hotspot.inside`) },
      { key: 'outside', header: t(`executiveSummary:hotspot.outside`) },
      { key: 'pm25', header: pollutantText(t, 'PM25'), unit: 'µg/m³', decimals: 1 },
      { key: 'pm10', header: pollutantText(t, 'PM10'), unit: 'µg/m³', decimals: 1 },
    ],
    rows: answer.days.map((day, i) => ({
      day,
      hotspots: answer.hotspots[i],
      outside: answer.outside[i],
      pm25: answer.pm25[i],
      pm10: answer.pm10[i],
    })),
    chart: {
      type: 'line',
      categories: answer.days,
      series: [
        { name: t(`executiveSummary:hotspot.inside`), data: answer.hotspots },
        { name: t(`executiveSummary:hotspot.outside`), data: answer.outside },
        { name: pollutantText(t, 'PM25'), data: answer.pm25 },
        { name: pollutantText(t, 'PM10'), data: answer.pm10 },
      ],
    },
    fileName: `executive-summary-hotspots-${answer.from}-${answer.to}`,
  };
}

export function manualStationsTable(
  answer: ManualStations,
  t: Translate,
  covered: readonly ModuleCode[],
): ExportTable {
  return {
    title: t(`executiveSummary:page.status_of_manual_station`),
    parameters: [
      { label: t('reports:field.period'), value: `${answer.from} – ${answer.to}` },
      ...commonLines(t, covered, answer.dataLevel, t(`executiveSummary:manual.rule`)),
      ...answer.byMonth.map((m) => ({
        label: `${m.programme} ${m.month}`,
        value: t(`executiveSummary:manual.countsValue`, m),
      })),
    ],
    columns: [
      { key: 'programme', header: t(`executiveSummary:col.programme`) },
      { key: 'state', header: t('reports:field.state') },
      { key: 'stations', header: t('reports:field.stations') },
      { key: 'expected', header: t(`executiveSummary:visit.expected`) },
      { key: 'sampled', header: t(`executiveSummary:visit.sampled`) },
      { key: 'due', header: t(`executiveSummary:visit.due`) },
      { key: 'missed', header: t(`executiveSummary:visit.missed`) },
      { key: 'missedStations', header: t(`executiveSummary:manual.missedStations`) },
    ],
    rows: answer.rows.map((r) => ({
      ...r,
      state: stateText(t, r.stateName),
      missedStations: answer.missedStations
        .filter((s) => s.programme === r.programme && s.stateName === r.stateName)
        .map((s) => `${s.stationId} (${s.months.join(', ')})`)
        .join('; '),
    })),
    chart: {
      type: 'bar',
      categories: answer.rows.map((r) => `${r.programme} ${stateText(t, r.stateName)}`),
      series: (['sampled', 'due', 'missed'] as const).map((k) => ({
        name: t(`executiveSummary:visit.${k}`),
        data: answer.rows.map((r) => r[k]),
      })),
    },
    fileName: `executive-summary-manual-stations-${answer.from}-${answer.to}`,
  };
}
