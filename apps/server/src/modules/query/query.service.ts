import {
  bucketCount,
  canChooseRawData,
  bucketKeys,
  bucketStarts,
  checkParameterSelection,
  DEFAULT_WIND_SPEED_EDGES,
  emptyWindRose,
  frequencyEdges,
  frequencyTable,
  MAX_QUERY_CELLS,
  pivotCrossTab,
  windRoseShares,
  windSpeedClasses,
  WIND_SECTORS,
  type CrossTabLayout,
  type ModuleCode,
  type QueryInterval,
  HOUR_MS,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { resolveScope, type QueryScope } from './query-scope.js';
import {
  createQueryRepository,
  type AggregateRow,
  type HourlySelection,
  type QueryRepository,
} from './query.repository.js';
import type { QueryString } from '@eqmp/domain';

/** Rows per batch of a streamed report: one query per window of buckets of about this many rows. */
export const REPORT_BATCH_ROWS = 10_000;

const selection = (
  scope: QueryScope,
  parameterCodes = scope.parameters.map((p) => p.code),
): HourlySelection => ({
  stationIds: scope.stations.map((s) => s.id),
  parameterCodes,
  from: scope.from,
  end: scope.end,
  level: scope.level,
});

/** What every answer repeats of its query, so the page and the export state what they show. */
function meta(scope: QueryScope) {
  return {
    module: scope.module,
    level: scope.level,
    verification: scope.verification,
    from: scope.from,
    end: scope.end,
    stations: scope.stations.map((s) => ({ id: s.id, name: s.name })),
    parameters: scope.parameters,
  };
}

const round = (value: number | null, decimals: number) =>
  value === null ? null : Number(value.toFixed(decimals));

/** Refuses an on-screen answer above MAX_QUERY_CELLS values (exports stream instead). */
function checkSize(series: number, scope: QueryScope, interval: QueryInterval) {
  const cells = series * bucketCount(scope.from.getTime(), scope.end.getTime(), interval);
  if (cells > MAX_QUERY_CELLS)
    throw new AppError('QUERY_TOO_LARGE', {
      messageKey: 'query:errors.tooLarge',
      values: { cells, max: MAX_QUERY_CELLS },
    });
}

/** A report row with its station name and values rounded to the parameter's decimals. */
function shapeRows(scope: QueryScope, rows: readonly AggregateRow[]) {
  const names = new Map(scope.stations.map((s) => [s.id, s.name]));
  const params = new Map(scope.parameters.map((p) => [p.code, p]));
  return rows.map((r) => {
    const p = params.get(r.parameterCode);
    const d = p?.decimals ?? 2;
    return {
      ...r,
      stationName: names.get(r.stationId) ?? r.stationId,
      unit: p?.unit ?? '',
      avg: round(r.avg, d),
      min: round(r.min, d),
      max: round(r.max, d),
    };
  });
}

/** The choice lists, the scope of a query and its long report (on screen and in batches). */
function createQueryReports(repo: QueryRepository, clock: Clock) {
  return {
    scope: (module: ModuleCode, q: QueryString, ticked: readonly string[]) =>
      resolveScope(repo, clock, module, q, ticked),

    /** The lists to choose from, with what each station is linked to so filters can cascade. */
    async options(module: ModuleCode, ticked: readonly string[]) {
      const stations = await repo.stations(module);
      const parameters = await repo.parameters(stations.map((s) => s.id));
      const distinct = <K extends string | number>(pairs: [K | null, string | null][]) =>
        [
          ...new Map(
            pairs.filter((p): p is [K, string] => p[0] !== null && p[1] !== null),
          ).entries(),
        ]
          .map(([id, name]) => ({ id, name }))
          .sort((a, b) => a.name.localeCompare(b.name));
      return {
        module,
        canChooseLevel: canChooseRawData(module, ticked),
        states: distinct(stations.map((s) => [s.stateId, s.stateName])),
        basins: distinct(stations.map((s) => [s.basinId, s.basinName])),
        rivers: distinct(stations.map((s) => [s.riverId, s.riverName])),
        categories: [
          ...new Set(stations.map((s) => s.category).filter((c): c is string => c !== null)),
        ].sort(),
        stations,
        parameters,
      };
    },

    /** Mean, minimum and maximum per station × parameter × time bucket, as a long table. */
    async report(scope: QueryScope, interval: QueryInterval) {
      checkSize(scope.stations.length * scope.parameters.length, scope, interval);
      return {
        ...meta(scope),
        interval,
        rows: shapeRows(scope, await repo.aggregates(selection(scope), interval)),
      };
    },

    /**
     * The same rows as `report`, in batches of about REPORT_BATCH_ROWS: the range is cut into
     * windows of whole buckets and each window is one query, so memory stays flat however long
     * the range (the CSV export of ten years).
     */
    async *reportBatches(scope: QueryScope, interval: QueryInterval) {
      const starts = bucketStarts(scope.from.getTime(), scope.end.getTime(), interval);
      const perWindow = Math.max(
        1,
        Math.floor(
          REPORT_BATCH_ROWS / Math.max(1, scope.stations.length * scope.parameters.length),
        ),
      );
      for (let i = 0; i < starts.length; i += perWindow) {
        const from = new Date(starts[i]!);
        const end = new Date(starts[i + perWindow] ?? scope.end.getTime());
        const rows = await repo.aggregates({ ...selection(scope), from, end }, interval);
        if (rows.length > 0) yield shapeRows(scope, rows);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },

    /** Rows a full report has at most (for export progress). */
    reportSize: (scope: QueryScope, interval: QueryInterval) =>
      scope.stations.length *
      scope.parameters.length *
      bucketCount(scope.from.getTime(), scope.end.getTime(), interval),
  };
}

/** The graph, the cross-tabulation and the side-by-side comparison of stations. */
function createQuerySeries(repo: QueryRepository) {
  return {
    /**
     * A line per station × parameter over time. Spec §5: parameters of one unit, at most 10 for
     * one station and 2 for several; `chosen` are the parameters the user picked.
     */
    async graph(scope: QueryScope, interval: QueryInterval, chosen: readonly string[]) {
      const picked = scope.parameters.filter((p) => chosen.includes(p.code));
      const check = checkParameterSelection(picked, scope.stations.length);
      if (check.code !== 'OK') {
        const units = [...new Set(picked.map((p) => p.unit))].join(', ');
        throw new AppError('QUERY_SELECTION_INVALID', {
          messageKey: `query:errors.graph.${check.code}`,
          values: {
            max: check.max,
            count: picked.length,
            excess: picked.length - check.max,
            stations: scope.stations.length,
            units,
          },
        });
      }
      const series = await repo.measured(
        scope.stations.map((s) => s.id),
        picked.map((p) => p.code),
      );
      checkSize(series.length, scope, interval);
      const categories = bucketKeys(scope.from.getTime(), scope.end.getTime(), interval);
      const rows = await repo.aggregates(
        selection(
          scope,
          picked.map((p) => p.code),
        ),
        interval,
      );
      const index = new Map(categories.map((c, i) => [c, i]));
      const data = new Map(
        series.map((s) => [
          `${s.stationId}|${s.parameterCode}`,
          categories.map((): number | null => null),
        ]),
      );
      const decimals = new Map(picked.map((p) => [p.code, p.decimals]));
      for (const r of rows) {
        const line = data.get(`${r.stationId}|${r.parameterCode}`);
        const at = index.get(r.bucket);
        if (line && at !== undefined) line[at] = round(r.avg, decimals.get(r.parameterCode) ?? 2);
      }
      return {
        ...meta(scope),
        parameters: picked,
        interval,
        unit: picked[0]!.unit,
        categories,
        series: series.map((s) => ({
          stationId: s.stationId,
          parameterCode: s.parameterCode,
          data: data.get(`${s.stationId}|${s.parameterCode}`)!,
        })),
      };
    },

    /** Means pivoted by site (a row per station × parameter) or by time (a row per bucket). */
    async crosstab(scope: QueryScope, interval: QueryInterval, layout: CrossTabLayout) {
      const series = await repo.measured(
        scope.stations.map((s) => s.id),
        scope.parameters.map((p) => p.code),
      );
      checkSize(series.length, scope, interval);
      const buckets = bucketKeys(scope.from.getTime(), scope.end.getTime(), interval);
      const cells = shapeRows(scope, await repo.aggregates(selection(scope), interval)).map(
        (r) => ({
          bucket: r.bucket,
          stationId: r.stationId,
          parameterCode: r.parameterCode,
          value: r.avg,
        }),
      );
      return { ...meta(scope), interval, ...pivotCrossTab(cells, layout, buckets, series) };
    },

    /** Each station side by side over the whole range: mean, extremes, hours with data and capture. */
    async comparison(scope: QueryScope) {
      const hours = Math.round((scope.end.getTime() - scope.from.getTime()) / HOUR_MS);
      const rows = shapeRows(
        scope,
        (await repo.summaries(selection(scope))).map((r) => ({ ...r, bucket: '' })),
      );
      return {
        ...meta(scope),
        hoursInRange: hours,
        rows: rows.map(({ bucket: _bucket, ...r }) => ({
          ...r,
          capturePct: hours === 0 ? null : Math.round((10_000 * r.hours) / hours) / 100,
        })),
      };
    },
  };
}

/** The wind rose and the frequency distribution of one parameter. */
function createQueryDistributions(repo: QueryRepository) {
  return {
    /** Wind speed classes × 16 directions from the hourly WS and WD of the stations that measure both. */
    async windrose(scope: QueryScope, speedEdges: readonly number[]) {
      const edges = speedEdges.length > 0 ? speedEdges : DEFAULT_WIND_SPEED_EDGES;
      const pairs = await repo.measured(
        scope.stations.map((s) => s.id),
        ['WS', 'WD'],
      );
      const windy = [...new Set(pairs.map((p) => p.stationId))].filter(
        (id) => pairs.filter((p) => p.stationId === id).length === 2,
      );
      if (windy.length === 0)
        throw new AppError('QUERY_SELECTION_INVALID', { messageKey: 'query:errors.noWind' });
      const stations = scope.stations.filter((s) => windy.includes(s.id));
      const rose = emptyWindRose(edges.length);
      for (const row of await repo.windCounts(
        { stationIds: windy, from: scope.from, end: scope.end, level: scope.level },
        edges,
      )) {
        if (row.cls === -1) rose.calm += row.n;
        else if (row.cls === -2 || row.sector === null) rose.missing += row.n;
        else rose.counts[row.sector]![row.cls]! += row.n;
      }
      return {
        ...meta({
          ...scope,
          stations,
          parameters: scope.parameters.filter((p) => p.code === 'WS' || p.code === 'WD'),
        }),
        sectors: WIND_SECTORS,
        speedClasses: windSpeedClasses(edges),
        counts: rose.counts,
        calm: rose.calm,
        ...windRoseShares(rose),
      };
    },

    /** How a parameter's bucket means spread over classes: counts and percentages. */
    async frequency(
      scope: QueryScope,
      interval: QueryInterval,
      chosen: readonly string[],
      classes: number,
      chosenEdges: readonly number[],
    ) {
      if (chosen.length !== 1)
        throw new AppError('QUERY_SELECTION_INVALID', { messageKey: 'query:errors.oneParameter' });
      const parameter = scope.parameters.find((p) => p.code === chosen[0])!;
      const sel = selection(scope, [parameter.code]);
      let edges = [...chosenEdges];
      if (edges.length === 0) {
        const range = await repo.valueRange(sel, interval);
        edges =
          range.min === null || range.max === null
            ? []
            : frequencyEdges(range.min, range.max, classes);
      }
      const counts = edges.map(() => 0);
      let below = 0;
      let above = 0;
      if (edges.length > 1) {
        for (const row of await repo.frequencyCounts(sel, interval, edges)) {
          if (row.bin < 0) below += row.n;
          else if (row.bin >= edges.length - 1) above += row.n;
          else counts[row.bin] = row.n;
        }
      }
      return {
        ...meta(scope),
        parameters: [parameter],
        interval,
        edges,
        ...frequencyTable(edges, counts, below, above),
      };
    },
  };
}

/**
 * The outputs of the query options page (spec §2), computed in SQL over `reading_hourly` (the
 * database groups and bins; only aggregates come back), for one module's stations.
 */
export function createQueryService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const repo = createQueryRepository(db);
  return {
    ...createQueryReports(repo, clock),
    ...createQuerySeries(repo),
    ...createQueryDistributions(repo),
  };
}

export type QueryService = ReturnType<typeof createQueryService>;
