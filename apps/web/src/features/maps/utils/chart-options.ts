import { AIR_POLLUTANTS, AVERAGING, displayUnit, TIME_ZONE, type Pollutant } from '@eqmp/domain';
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartRow, SeriesData } from '@eqmp/domain';

/**
 * Chart sizes of spec §9; its titles ('24-hours Trend', 'River Discharge Rate Trend (24 Hours)',
 * '(2 Hours)') are in the catalogues (`maps:charts.trend`, `.dischargeTitle`, `.recentSuffix`)
 * and reach the builders as arguments.
 */
export const CHART = {
  hourly: { width: 440, height: 200 },
  trendHeight: 300,
} as const;

/** `HH:00` of an epoch in Malaysia: the CAQM hourly display uses whole hours (spec §9). */
export function wholeHourLabel(epochMs: number, locale: string): string {
  return minuteLabel(Math.floor(epochMs / 3_600_000) * 3_600_000, locale);
}

/** `HH:MM` of an epoch in Malaysia, for the 2-hour chart of raw values. */
export function minuteLabel(epochMs: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(epochMs);
}

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The running-average suffix shown for a pollutant (spec §9: 24H for PM, 8H for CO, 1H others). */
export function averageKey(pollutant: Pollutant): string {
  return `${pollutant}_${AVERAGING[pollutant].period}_AVG`;
}

/** Which columns of the chart rows a station reports: the parameters with any value. */
export function chartParameters(rows: readonly ChartRow[], suffix = '_CONC'): string[] {
  const found = new Set<string>();
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) {
      if (key.endsWith(suffix) && numberOrNull(value) !== null)
        found.add(key.slice(0, -suffix.length));
    }
  }
  return [...found];
}

interface LineSeries {
  readonly name: string;
  readonly data: readonly (number | null)[];
  readonly dashed?: boolean;
}

function lineOption(
  title: string,
  categories: readonly string[],
  series: readonly LineSeries[],
  yName: string,
): EChartsCoreOption {
  return {
    title: { text: title, left: 'center', textStyle: { fontSize: 13 } },
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0, type: 'scroll' },
    grid: { left: 48, right: 16, top: 40, bottom: 48 },
    xAxis: { type: 'category', data: categories, boundaryGap: false },
    yAxis: { type: 'value', name: displayUnit(yName), nameTextStyle: { align: 'left' } },
    series: series.map((s) => ({
      type: 'line',
      name: s.name,
      data: s.data,
      connectNulls: false,
      showSymbol: false,
      lineStyle: s.dashed ? { type: 'dashed' } : undefined,
    })),
  };
}

/** One column of the rows as a line under `title`, at each row's time. */
function columnLine(
  rows: readonly ChartRow[],
  line: { title: string; column: string; name: string; unit: string },
  time: (epochMs: number) => string,
): EChartsCoreOption {
  return lineOption(
    line.title,
    rows.map((r) => time(r.EPOCHDATE)),
    [{ name: line.name, data: rows.map((r) => numberOrNull(r[line.column])) }],
    line.unit,
  );
}

/**
 * The '24-hours Trend' of a continuous air station: the hourly API and each pollutant's
 * sub-index (index points, so pollutants of different units share one axis), at whole hours.
 * Each sub-index already uses the spec's running average (PM 24 h, CO 8 h, others 1 h).
 */
export function buildAirTrendOption(
  rows: readonly ChartRow[],
  locale: string,
  names: (code: string) => string,
  labels: { api: string; title: string },
): EChartsCoreOption {
  const present = new Set(
    rows.flatMap((r) =>
      Object.entries(r.SUBINDEX ?? {})
        .filter(([, v]) => v !== null)
        .map(([k]) => k),
    ),
  );
  const pollutants = AIR_POLLUTANTS.filter((p) => present.has(p));
  const round = (v: number | null) => (v === null ? null : Math.round(v));
  return lineOption(
    labels.title,
    rows.map((r) => wholeHourLabel(r.EPOCHDATE, locale)),
    [
      { name: labels.api, data: rows.map((r) => round(numberOrNull(r.API))) },
      ...pollutants.map((p) => ({
        name: `${names(p)} (${AVERAGING[p].period})`,
        data: rows.map((r) => round(r.SUBINDEX?.[p] ?? null)),
        dashed: true,
      })),
    ],
    'API',
  );
}

/** The 24-hour trend (titled `title`) of a water station's chosen parameter (hourly means). */
export function buildWaterTrendOption(
  rows: readonly ChartRow[],
  series: { parameter: string; label: string; unit: string; title: string },
  locale: string,
): EChartsCoreOption {
  const { parameter, label, unit, title } = series;
  return columnLine(rows, { title, column: parameter, name: label, unit }, (ms) =>
    wholeHourLabel(ms, locale),
  );
}

/** 'River Discharge Rate Trend (24 Hours)' (`title`, in the user's language) from the FLOWRATE of each hour. */
export function buildDischargeOption(
  rows: readonly ChartRow[],
  labels: { name: string; title: string },
  locale: string,
): EChartsCoreOption {
  return columnLine(
    rows,
    { title: labels.title, column: 'FLOWRATE', name: labels.name, unit: 'm3/s' },
    (ms) => wholeHourLabel(ms, locale),
  );
}

/**
 * The hourly chart (440×200) of one air pollutant: the hour's concentration as bars and its
 * running average as a line, at whole hours.
 */
export function buildHourlyOption(
  rows: readonly ChartRow[],
  pollutant: Pollutant,
  labels: { concentration: string; average: string },
  unit: string,
  locale: string,
): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 40, right: 8, top: 24, bottom: 24 },
    legend: { top: 0, textStyle: { fontSize: 10 } },
    xAxis: {
      type: 'category',
      data: rows.map((r) => wholeHourLabel(r.EPOCHDATE, locale)),
      axisLabel: { fontSize: 9 },
    },
    yAxis: {
      type: 'value',
      name: displayUnit(unit),
      nameTextStyle: { fontSize: 9 },
      axisLabel: { fontSize: 9 },
    },
    series: [
      {
        type: 'bar',
        name: labels.concentration,
        data: rows.map((r) => numberOrNull(r[`${pollutant}_CONC`])),
      },
      {
        type: 'line',
        name: labels.average,
        data: rows.map((r) => numberOrNull(r[averageKey(pollutant)])),
        showSymbol: false,
      },
    ],
  };
}

/** The sub-index chart: one bar per pollutant of the latest hour, coloured by its band. */
export function buildSubIndexOption(
  subIndex: Readonly<Record<string, number | null>>,
  names: (code: string) => string,
  colourOf: (value: number | null) => string,
): EChartsCoreOption {
  const pollutants = AIR_POLLUTANTS.filter((p) => p in subIndex);
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 40, right: 16, top: 16, bottom: 32 },
    xAxis: { type: 'category', data: pollutants.map(names) },
    yAxis: { type: 'value', name: 'API' },
    series: [
      {
        type: 'bar',
        data: pollutants.map((p) => {
          const value = subIndex[p] ?? null;
          return {
            value: value === null ? null : Math.round(value),
            itemStyle: { color: colourOf(value) },
          };
        }),
        label: { show: true, position: 'top' },
      },
    ],
  };
}

/** The '(2 Hours)' chart (`suffix`, in the user's language) of raw values of one parameter. */
export function buildRecentOption(
  rows: readonly ChartRow[],
  series: { parameter: string; label: string; unit: string; suffix: string },
  locale: string,
): EChartsCoreOption {
  const { parameter, label, unit, suffix } = series;
  const title = `${label} ${suffix}`;
  return columnLine(rows, { title, column: parameter, name: label, unit }, (ms) =>
    minuteLabel(ms, locale),
  );
}

/**
 * Monthly concentration (or sample) charts: the server's categories and series, one small
 * panel per unit (gases in ppm never sit flat under solar radiation in W/m²), the unit on each
 * axis and in the legend.
 */
export function buildSeriesOption(
  data: SeriesData,
  names: (code: string) => string,
): EChartsCoreOption {
  const units = [...new Set(data.series.map((s) => s.unit ?? ''))];
  // Panels share the height between the top margin and the legend, in per cent of the chart.
  const span = 76 / units.length;
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0, type: 'scroll' },
    axisPointer: { link: [{ xAxisIndex: 'all' }] },
    grid: units.map((_, i) => ({
      left: 56,
      right: 16,
      top: `${6 + i * span}%`,
      height: `${span - 8}%`,
    })),
    xAxis: units.map((_, i) => ({
      type: 'category',
      gridIndex: i,
      data: [...data.categories],
      axisLabel: { show: i === units.length - 1 },
    })),
    yAxis: units.map((unit, i) => ({
      type: 'value',
      gridIndex: i,
      name: displayUnit(unit),
      nameTextStyle: { align: 'left' },
      splitNumber: 3,
    })),
    series: data.series.map((s) => {
      const i = units.indexOf(s.unit ?? '');
      return {
        type: data.categories.length > 1 ? 'line' : 'bar',
        name: s.unit ? `${names(s.name)} (${displayUnit(s.unit)})` : names(s.name),
        data: [...s.data],
        connectNulls: true,
        xAxisIndex: i,
        yAxisIndex: i,
      };
    }),
  };
}
