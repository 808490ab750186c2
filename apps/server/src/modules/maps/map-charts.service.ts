import {
  AIR_POLLUTANTS,
  airMapClass,
  AVERAGING,
  isPollutant,
  localDayKey,
  localMonthKey,
  marineMapClass,
  MODULES,
  runningAverage,
  startOfLocalMonth,
  type HourlyValue,
  type ModuleCode,
  DAY_MS,
  HOUR_MS,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import {
  loadIndexStandards,
  marineIndexOf,
  riverIndexOf,
  sampleApiOf,
  type IndexStandards,
  type ValuesByCode,
} from '../calculators/index.js';
import { createMapChartsRepository } from './map-charts.repository.js';
import { createSojMapSource } from '../soj/index.js';

/** Hours in the hourly charts (spec §9 "24-hours Trend"). */
export const CHART_HOURS = 24;
/** Raw values shown in the drag-on-map chart (spec §9 "(2 Hours)"). */
export const RECENT_MS = 2 * HOUR_MS;

type Station = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createMapChartsRepository>['station']>>
>;
type Row = { EPOCHDATE: number; SUBINDEX?: Record<string, number | null> } & Record<
  string,
  unknown
>;

/** The last `count` local months, oldest first, and the instant the first began. */
export function lastLocalMonths(now: Date, count: number): { keys: string[]; from: Date } {
  let start = startOfLocalMonth(now);
  const keys = [localMonthKey(start)];
  while (keys.length < count) {
    start = startOfLocalMonth(new Date(start.getTime() - DAY_MS));
    keys.unshift(localMonthKey(start));
  }
  return { keys, from: start };
}

/** The whole hours of the chart, oldest first, ending with the last completed hour. */
export function chartHours(now: Date): number[] {
  const last = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - HOUR_MS;
  return Array.from({ length: CHART_HOURS }, (_, i) => last - (CHART_HOURS - 1 - i) * HOUR_MS);
}

/** Values by parameter and hour (ms). */
function byParameterAndHour(
  rows: readonly { parameterCode: string; hour: Date; avg: number | null; validity: number }[],
) {
  const out = new Map<string, Map<number, { value: number | null; valid: boolean }>>();
  for (const row of rows) {
    const hours = out.get(row.parameterCode) ?? new Map();
    hours.set(row.hour.getTime(), { value: row.avg, valid: row.validity === 1 });
    out.set(row.parameterCode, hours);
  }
  return out;
}

/** The raw values of the last 2 hours, one row per time: `{ EPOCHDATE, <code>: value }`. */
function recentRows(
  rows: readonly { parameterCode: string; ts: Date; value: number | null }[],
): Row[] {
  const byTs = new Map<number, Row>();
  for (const row of rows) {
    const ms = row.ts.getTime();
    const entry = byTs.get(ms) ?? { EPOCHDATE: ms };
    entry[row.parameterCode] = row.value;
    byTs.set(ms, entry);
  }
  return [...byTs.values()];
}

/** What the chart builders read from. */
interface ChartDeps {
  db: Kysely<Database>;
  repo: ReturnType<typeof createMapChartsRepository>;
  soj: ReturnType<typeof createSojMapSource>;
}

/** The station with its parameters; refuses an unknown station or a parameter it does not measure. */
async function loadStation(
  { repo, soj }: ChartDeps,
  module: ModuleCode,
  id: string,
  param: string | undefined,
) {
  const found = await repo.station(module, id);
  if (!found)
    throw new AppError('NOT_FOUND', {
      messageKey: 'errors:maps.stationNotFound',
      values: { id, module },
    });
  // An SOJ station measures the programme's agreed parameters.
  const station = module === 'SOJ' ? { ...found, parameters: await soj.parameters() } : found;
  if (param !== undefined && !station.parameters.some((p) => p.code === param)) {
    throw new AppError('BAD_REQUEST', {
      messageKey: 'errors:maps.parameterNotMeasured',
      values: { id, param },
    });
  }
  return station;
}

/** Each measured parameter's unit by code. */
const unitsOf = (station: Station) =>
  Object.fromEntries(station.parameters.map((p) => [p.code, p.unit]));
/** The station as the charts name it. */
const about = (station: Station) => ({
  id: station.id,
  name: station.name,
  state: station.stateName,
});

/** The raw values of the last 2 hours of the given parameters. */
async function recent(
  repo: ChartDeps['repo'],
  station: Station,
  codes: readonly string[],
  now: Date,
) {
  return recentRows(await repo.raw(station.id, codes, new Date(now.getTime() - RECENT_MS), now));
}

/** The 24-hour chart of a continuous air station: concentrations, running averages and API. */
async function continuousAir({ db, repo }: ChartDeps, station: Station, now: Date) {
  const hours = chartHours(now);
  const first = hours[0]!;
  const last = hours.at(-1)!;
  const codes = station.parameters.map((p) => p.code);
  const pollutants = AIR_POLLUTANTS.filter((p) => codes.includes(p));
  const values = byParameterAndHour(
    await repo.hourly(station.id, codes, new Date(first - 24 * HOUR_MS), new Date(last)),
  );
  const index = new Map(
    (await repo.airIndex(station.id, new Date(first), new Date(last))).map((r) => [
      r.hour.getTime(),
      r,
    ]),
  );
  const series = new Map(
    pollutants.map((p) => [
      p,
      [...(values.get(p) ?? new Map()).entries()].map(([ts, v]): HourlyValue => ({
        ts,
        value: v.value,
        valid: v.valid,
      })),
    ]),
  );
  const rez = hours.map((hour) => {
    const row: Row = { EPOCHDATE: hour };
    for (const code of codes) {
      const value = values.get(code)?.get(hour)?.value ?? null;
      row[`${code}_CONC`] = value;
      if (!isPollutant(code)) continue;
      row[`${code}_1H_AVG`] = value;
      const rule = AVERAGING[code];
      if (rule.hours > 1)
        row[`${code}_${rule.period}_AVG`] = runningAverage(
          series.get(code) ?? [],
          hour,
          rule,
        ).value;
    }
    const api = index.get(hour);
    const sub = api?.subIndices ?? {};
    row.SUBINDEX = Object.fromEntries(AIR_POLLUTANTS.map((p) => [p, sub[p] ?? null]));
    row.API = api?.displayApi ?? null;
    row.API_CATEGORY = api?.category ?? 'NO_DATA';
    row.DOMINANT = api && api.dominant.length > 0 ? api.dominant.join(',') : null;
    return row;
  });
  const { apiTables } = await loadIndexStandards(db, now);
  const breakpoints = Object.fromEntries(
    AIR_POLLUTANTS.map((p) => [
      p,
      apiTables[p].segments.map((s) => ({
        apiLow: s.iLow,
        apiHigh: s.iHigh,
        concLow: s.cLow,
        concHigh: s.cHigh,
      })),
    ]),
  );
  return {
    rez,
    recent: await recent(repo, station, codes, now),
    breakpoints,
    units: unitsOf(station),
    station: about(station),
  };
}

/** Index, class and sub-indices of one set of water values. */
function waterIndex(
  module: ModuleCode,
  station: Station,
  values: ValuesByCode,
  standards: IndexStandards,
) {
  if (MODULES[module].medium === 'river') {
    const r = riverIndexOf(values, standards.wqi);
    return {
      index: r.wqi,
      klass: r.riverClass === 'NA' ? null : r.riverClass,
      subIndices: r.subIndices,
      mapClass: r.riverClass,
    };
  }
  const m = station.locationType
    ? marineIndexOf(values, station.locationType, standards.marine)
    : null;
  const category = m && m.category !== 'NA' ? m.category : null;
  return {
    index: m?.index ?? null,
    klass: category,
    subIndices: m?.subIndices ?? {},
    mapClass: marineMapClass(category, station.locationType),
  };
}

/** The 24-hour chart of a continuous water station: values with the WQI or MWQI of each hour. */
async function continuousWater(
  { db, repo }: ChartDeps,
  module: ModuleCode,
  station: Station,
  now: Date,
) {
  const hours = chartHours(now);
  const codes = station.parameters.map((p) => p.code);
  const values = byParameterAndHour(
    await repo.hourly(station.id, codes, new Date(hours[0]! - HOUR_MS), new Date(hours.at(-1)!)),
  );
  const standards = await loadIndexStandards(db, now);
  const river = MODULES[module].medium === 'river';
  const rez = hours.map((hour) => {
    const row: Row = { EPOCHDATE: hour };
    const at: Record<string, number | null> = {};
    for (const code of codes) at[code] = row[code] = values.get(code)?.get(hour)?.value ?? null;
    const result = waterIndex(module, station, at, standards);
    if (river)
      Object.assign(row, { FLOWRATE: at.FLOW ?? null, WQI: result.index, CLASS: result.klass });
    else Object.assign(row, { MWQI: result.index, CATEGORY: result.klass });
    row.SUBINDEX = result.subIndices;
    return row;
  });
  return {
    rez,
    recent: await recent(repo, station, codes, now),
    units: unitsOf(station),
    station: about(station),
  };
}

/** The samples of the last 12 months of a sampled station, with the latest one's index. */
async function sampled(
  { db, repo, soj }: ChartDeps,
  module: ModuleCode,
  station: Station,
  param: string | undefined,
  now: Date,
  includeUnapproved: boolean,
) {
  const { from } = lastLocalMonths(now, 12);
  const all = station.parameters.map((p) => p.code);
  const since = new Date(from.getTime() - 1);
  const rows =
    module === 'SOJ'
      ? await soj.series(station.id, includeUnapproved, since, now)
      : await repo.hourly(station.id, all, since, now);
  const byDay = new Map<string, Record<string, number | null>>();
  for (const row of rows) {
    const day = localDayKey(row.hour);
    const entry = byDay.get(day) ?? {};
    entry[row.parameterCode] = row.avg;
    byDay.set(day, entry);
  }
  const categories = [...byDay.keys()].sort();
  const shown =
    param === undefined ? station.parameters : station.parameters.filter((p) => p.code === param);
  const series = shown.map((p) => ({
    name: p.code,
    unit: p.unit,
    data: categories.map((day) => byDay.get(day)?.[p.code] ?? null),
  }));
  const lastDay = categories.at(-1);
  let latest = null;
  if (lastDay !== undefined) {
    const values = byDay.get(lastDay)!;
    const standards = await loadIndexStandards(db, now);
    if (MODULES[module].medium === 'air') {
      const api = sampleApiOf(values, standards.apiTables);
      latest = { date: lastDay, values, index: api.displayApi, class: airMapClass(api.category) };
    } else {
      const result = waterIndex(module, station, values, standards);
      latest = { date: lastDay, values, index: result.index, class: result.mapClass };
    }
  }
  return { data: { categories, series }, latest, station: about(station) };
}

/** The monthly means of the last 12 months. */
async function monthly(
  repo: ChartDeps['repo'],
  station: Station,
  param: string | undefined,
  now: Date,
) {
  const { keys, from } = lastLocalMonths(now, 12);
  const shown =
    param === undefined ? station.parameters : station.parameters.filter((p) => p.code === param);
  const rows = await repo.monthly(
    station.id,
    shown.map((p) => p.code),
    from,
    now,
  );
  const mean = new Map(rows.map((r) => [`${r.parameterCode}|${r.month}`, r.mean]));
  const series = shown.map((p) => ({
    name: p.code,
    unit: p.unit,
    data: keys.map((k) => mean.get(`${p.code}|${k}`) ?? null),
  }));
  return { data: { categories: keys, series }, units: unitsOf(station), station: about(station) };
}

/**
 * The station charts of spec §7 (map contract §3): for continuous stations 24 whole hours with
 * running averages and indices plus the raw values of the last 2 hours; for sampled stations the
 * samples of the last 12 months with the latest one's index; monthly means on request.
 */
export function createMapChartsService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const deps: ChartDeps = { db, repo: createMapChartsRepository(db), soj: createSojMapSource(db) };
  return {
    async charts(
      module: ModuleCode,
      query: {
        stationid: string;
        param?: string | undefined;
        monthly: boolean;
        unapproved?: boolean;
      },
    ) {
      const now = clock.now();
      const station = await loadStation(deps, module, query.stationid, query.param);
      const { kind, medium } = MODULES[module];
      const continuous = kind === 'continuous' || kind === 'mobile';
      if (!continuous)
        return sampled(deps, module, station, query.param, now, query.unapproved ?? false);
      if (query.monthly) return monthly(deps.repo, station, query.param, now);
      return medium === 'air'
        ? continuousAir(deps, station, now)
        : continuousWater(deps, module, station, now);
    },
  };
}

export type MapChartsService = ReturnType<typeof createMapChartsService>;
