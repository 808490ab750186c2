import { KPI_MAX_RANGE_DAYS, localDayStart, DAY_MS } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { assertBoundedRange } from '../../http/bounded-range.js';
import {
  countedHours,
  currentMonth,
  defaultRange,
  monthRange,
  percent,
  type KpiPeriod,
} from './kpi-periods.js';
import { createKpiRepository, type StationFilter } from './kpi.repository.js';

/** Which capture the Data KPI judges against its target (QUALITY.md: KPIs say which one they use). */
export type CaptureBasis = 'all' | 'excl_cal';

interface Tally {
  up: number;
  expected: number;
}
const tallied = (t: Tally) => ({
  upHours: t.up,
  expectedHours: t.expected,
  uptimePct: percent(t.up, t.expected),
});

/**
 * The uptime of each station, per bucket and in all, judged against `target`, and of each module,
 * pooling its stations' hours. `up` holds the hours with data by `stationId|bucket`; `expected`
 * the hours of each bucket that have ended.
 */
function uptimeOf<S extends { id: string; module: string }>(
  stations: readonly S[],
  buckets: readonly string[],
  expected: ReadonlyMap<string, number>,
  up: ReadonlyMap<string, number>,
  target: number,
) {
  const modules = new Map<S['module'], { stations: number; total: Tally; byBucket: Tally[] }>();
  const stationRows = stations.map((station) => {
    const byBucket = buckets.map((b) => ({
      up: up.get(`${station.id}|${b}`) ?? 0,
      expected: expected.get(b)!,
    }));
    const total = byBucket.reduce(
      (sum, t) => ({ up: sum.up + t.up, expected: sum.expected + t.expected }),
      { up: 0, expected: 0 },
    );
    const mod = modules.get(station.module) ?? {
      stations: 0,
      total: { up: 0, expected: 0 },
      byBucket: buckets.map(() => ({ up: 0, expected: 0 })),
    };
    mod.stations += 1;
    mod.total.up += total.up;
    mod.total.expected += total.expected;
    byBucket.forEach((t, i) => {
      mod.byBucket[i]!.up += t.up;
      mod.byBucket[i]!.expected += t.expected;
    });
    modules.set(station.module, mod);
    const uptime = tallied(total);
    return {
      ...station,
      ...uptime,
      meetsTarget: uptime.uptimePct === null ? null : uptime.uptimePct >= target,
      byBucket: byBucket.map((t, i) => ({ bucket: buckets[i]!, ...tallied(t) })),
    };
  });
  return {
    stations: stationRows,
    modules: [...modules].map(([module, m]) => ({
      module,
      stations: m.stations,
      ...tallied(m.total),
      byBucket: m.byBucket.map((t, i) => ({ bucket: buckets[i]!, ...tallied(t) })),
    })),
  };
}

/**
 * KPI reports over the hourly rollups (`reading_hourly`) of active continuous stations (those with
 * an expected interval). Hours are whole clock hours that have ended; see each report for its rule.
 */
export function createKpiService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const repo = createKpiRepository(db);

  return {
    states: repo.states,

    /**
     * System KPI, polling uptime: for a station, the share of expected hours in which it sent
     * data, i.e. hours with a `reading_hourly` row of any parameter whose `count` > 0, over the
     * hours of the range that have ended (`from` to the end of `to`, local dates). Every hour is
     * expected of a continuous station. A module's uptime pools its stations' hours.
     */
    async system(
      query: StationFilter & {
        period: KpiPeriod;
        from?: string | undefined;
        to?: string | undefined;
        target: number;
      },
    ) {
      const now = clock.now();
      const range = {
        ...defaultRange(query.period, now),
        ...(query.from ? { from: query.from } : {}),
        ...(query.to ? { to: query.to } : {}),
      };
      const rangeEnd = new Date(localDayStart(range.to).getTime() + DAY_MS);
      // Checked after the defaults: one end given alone can still make a range of centuries.
      assertBoundedRange(localDayStart(range.from), rangeEnd, KPI_MAX_RANGE_DAYS[query.period]);
      const counted = countedHours(localDayStart(range.from), rangeEnd, now, query.period);
      const buckets = [...counted.hours.keys()];
      const stations = await repo.stations(query);
      const up = new Map<string, number>();
      for (const row of await repo.upHours(
        stations.map((s) => s.id),
        counted.from,
        counted.end,
        query.period,
      ))
        up.set(`${row.stationId}|${row.bucket}`, row.up);

      return {
        period: query.period,
        from: range.from,
        to: range.to,
        target: query.target,
        buckets,
        ...uptimeOf(stations, buckets, counted.hours, up, query.target),
      };
    },

    /**
     * Data KPI, capture per station × parameter in a month. Each hour's capture is
     * valid_count / expected_count (at most 1), so live hours (12 expected five-minute values) and
     * archived hourly means (1 expected) mix correctly; the month's capture is the mean over its
     * ended hours, an hour without a rollup counting 0.
     * - `captureAllPct`: all losses count (calibration and maintenance too).
     * - `captureExclCalPct`: calibration/maintenance values (validity −99) leave each hour's
     *   denominator (`capture_excl_cal_pct`); an hour that was wholly calibration leaves the month's.
     * `basis` says which of the two is judged against `target`.
     */
    async data(
      query: StationFilter & { month?: string | undefined; target: number; basis: CaptureBasis },
    ) {
      const now = clock.now();
      const month = query.month ?? currentMonth(now);
      const { from, end } = monthRange(month);
      const counted = countedHours(from, end, now, 'month');
      const hours = counted.hours.get(month) ?? 0;
      const pairs = await repo.stationParameters(query);
      const sums = new Map(
        (
          await repo.captureSums([...new Set(pairs.map((p) => p.id))], counted.from, counted.end)
        ).map((s) => [`${s.stationId}|${s.parameterCode}`, s]),
      );
      const rows = pairs.map((pair) => {
        const s = sums.get(`${pair.id}|${pair.parameterCode}`);
        const captureAllPct = percent(s?.captured ?? 0, hours);
        const captureExclCalPct = percent(s?.capturedExclCal ?? 0, hours - (s?.calHours ?? 0));
        const judged = query.basis === 'all' ? captureAllPct : captureExclCalPct;
        return {
          stationId: pair.id,
          stationName: pair.name,
          module: pair.module,
          stateId: pair.stateId,
          stateName: pair.stateName,
          parameterCode: pair.parameterCode,
          calibrationHours: s?.calHours ?? 0,
          captureAllPct,
          captureExclCalPct,
          meetsTarget: judged === null ? null : judged >= query.target,
        };
      });
      return { month, hours, target: query.target, basis: query.basis, rows };
    },
  };
}
