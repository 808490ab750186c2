import {
  airClassOfApi,
  localDayKey,
  localDayStart,
  MEDIA,
  NO_DATA_CLASS,
  OVERVIEW_MODULES,
  OVERVIEW_WINDOWS,
  summaryClasses,
  tallyByState,
  type ClassedStation,
  type indexOverviewAnswer,
  type Medium,
  type ModuleCode,
  type OverviewWindow,
  DAY_MS,
  HOUR_MS,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import {
  loadIndexStandards,
  marineIndexOf,
  riverIndexOf,
  type IndexStandards,
} from '../calculators/index.js';
import type { MapLayerService } from '../maps/index.js';
import { createIndexOverviewRepository } from './index-overview.repository.js';
import { dataLevel } from '../values/index.js';

type IndexOverview = z.output<typeof indexOverviewAnswer>;

type Station = Awaited<
  ReturnType<ReturnType<typeof createIndexOverviewRepository>['stations']>
>[number];
type Values = Record<string, number>;

/** The class key of a station's map feature now (the map's own classes: current values only). */
function classNow(medium: Medium, attributes: Record<string, unknown>): string {
  if (attributes.CLASS === NO_DATA_CLASS || typeof attributes.CLASS !== 'string')
    return NO_DATA_CLASS;
  const key =
    medium === 'air'
      ? attributes.API_CATEGORY
      : medium === 'marine'
        ? attributes.MWQI_CATEGORY
        : attributes.CLASS;
  return typeof key === 'string' && key !== '' ? key : NO_DATA_CLASS;
}

/** The class of a water station from its mean values over a period (NA without any). */
function waterClass(
  medium: Medium,
  station: Station,
  values: Values | undefined,
  standards: IndexStandards,
): string {
  if (!values) return NO_DATA_CLASS;
  if (medium === 'river') {
    const cls = riverIndexOf(values, standards.wqi).riverClass;
    return cls ?? NO_DATA_CLASS;
  }
  if (!station.locationType) return NO_DATA_CLASS;
  const category = marineIndexOf(values, station.locationType, standards.marine).category;
  return category ?? NO_DATA_CLASS;
}

/** Values by station, then parameter, from rows of one column of a means query. */
function byStation<R extends { stationId: string; parameterCode: string }>(
  rows: readonly R[],
  value: (row: R) => number | null,
): Map<string, Values> {
  const out = new Map<string, Values>();
  for (const row of rows) {
    const v = value(row);
    if (v === null || !Number.isFinite(v)) continue;
    const own = out.get(row.stationId) ?? {};
    own[row.parameterCode] = v;
    out.set(row.stationId, own);
  }
  return out;
}

/**
 * Index overview (spec §2 index_overview, §4 classes): stations per class, nationally and by
 * state, now and over the last 24 hours, 7 days and 30 days, for air (API), river (DOE-WQI class)
 * and marine (MMWQI category).
 * - now: the class the map shows (latest value, if current).
 * - air over a period: the class of the station's highest hourly API in it (the worst hour).
 * - river and marine over a period: the class of the index of the station's mean values in it
 *   (validated hourly means; a manual station has one only when it was sampled in the period).
 * 24 h is the last 24 hours; 7 and 30 days are the last 7 and 30 local days with today.
 */
export function createIndexOverviewService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  layer: MapLayerService;
}) {
  const repo = createIndexOverviewRepository(deps.db);

  return async (covered: readonly ModuleCode[]): Promise<IndexOverview> => {
    const now = deps.clock.now();
    const today = localDayKey(now);
    const from7d = localDayKey(localDayStart(today).getTime() - 6 * DAY_MS);
    const from30d = localDayKey(localDayStart(today).getTime() - 29 * DAY_MS);
    const since = {
      now: null,
      '24h': new Date(now.getTime() - 24 * HOUR_MS),
      '7d': localDayStart(from7d),
      '30d': localDayStart(from30d),
    } satisfies Record<OverviewWindow, Date | null>;
    const standards = await loadIndexStandards(deps.db, now);
    const used: string[] = [];
    const media: IndexOverview['media'] = [];

    for (const medium of MEDIA) {
      const modules = OVERVIEW_MODULES[medium].filter((m) => covered.includes(m));
      if (modules.length === 0) continue;
      const stations = await repo.stations(modules);
      const ids = stations.map((s) => s.id);
      used.push(...ids);
      const current = new Map<string, string>();
      for (const module of modules)
        for (const f of await deps.layer.features(module, {}))
          current.set(f.id, classNow(medium, f.attributes));

      const classOf: Record<Exclude<OverviewWindow, 'now'>, (s: Station) => string> = medium ===
      'air'
        ? await (async () => {
            const max = new Map(
              (await repo.maxApi(ids, now, since['24h'], since['7d'], since['30d'])).map((r) => [
                r.stationId,
                r,
              ]),
            );
            return {
              '24h': (s) => airClassOfApi(max.get(s.id)?.h24 ?? null),
              '7d': (s) => airClassOfApi(max.get(s.id)?.d7 ?? null),
              '30d': (s) => airClassOfApi(max.get(s.id)?.d30 ?? null),
            };
          })()
        : await (async () => {
            const hourly = byStation(
              await repo.hourlyMeans(ids, since['24h'], now),
              (r) => r.value,
            );
            const daily = await repo.dailyMeans(ids, from7d, from30d, today);
            const d7 = byStation(daily, (r) => r.d7);
            const d30 = byStation(daily, (r) => r.d30);
            return {
              '24h': (s) => waterClass(medium, s, hourly.get(s.id), standards),
              '7d': (s) => waterClass(medium, s, d7.get(s.id), standards),
              '30d': (s) => waterClass(medium, s, d30.get(s.id), standards),
            };
          })();

      const classes = summaryClasses(medium);
      media.push({
        medium,
        modules,
        classes: [...classes],
        windows: OVERVIEW_WINDOWS.map((window) => {
          const classed: ClassedStation[] = stations.map((s) => ({
            stateName: s.stateName,
            cls: window === 'now' ? (current.get(s.id) ?? NO_DATA_CLASS) : classOf[window](s),
          }));
          return { window, ...tallyByState(classed, classes) };
        }),
      });
    }

    return {
      at: now,
      windows: OVERVIEW_WINDOWS.map((window) => ({
        window,
        from: since[window] ?? null,
      })),
      media,
      dataLevel: await dataLevel(deps.db, used, null, since['30d'], now),
    };
  };
}
