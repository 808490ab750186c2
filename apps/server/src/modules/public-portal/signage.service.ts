import {
  isCurrentValue,
  MODULES,
  SIGNAGE_MODULES,
  type SignageMedium,
  type SignageQuery,
  type SignageResponse,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { createMapLayerService } from '../maps/index.js';
import { latestOf } from './public-stations.service.js';
import { createSignageRepository } from './signage.repository.js';

type Place = SignageResponse['place'];
type Station = SignageResponse['stations'][number];

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * What a signage screen shows: the active stations of its medium in its place, each with its
 * current index, class and whether the value is approved. The answers are snapshots per medium
 * and place (`plugins/public-snapshots.ts`), so any number of screens costs one compilation per
 * change of values (or per minute).
 */
export function createSignageService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const layer = createMapLayerService({ db, clock });
  const repo = createSignageRepository(db);

  /** The states of the asked place (by name or code, any case); null for the whole country. */
  async function statesOf(query: SignageQuery): Promise<{ place: Place; states: string[] | null }> {
    if (query.region) {
      const rows = await repo.regionStates(query.region);
      return {
        place: { kind: 'region', name: rows[0]?.regionName ?? query.region },
        states: rows.map((r) => r.name),
      };
    }
    if (query.state) {
      const row = await repo.state(query.state);
      return {
        place: { kind: 'state', name: row?.name ?? query.state },
        states: row ? [row.name] : [],
      };
    }
    return { place: { kind: query.station ? 'stations' : 'country', name: null }, states: null };
  }

  async function compile(medium: SignageMedium, query: SignageQuery): Promise<SignageResponse> {
    const now = clock.now();
    const { place, states } = await statesOf(query);
    const ids = query.station?.split(',');
    const filters = { ...(states ? { state: states } : {}), ...(ids ? { stationid: ids } : {}) };
    // An unknown state or region matches no station (an empty filter would match them all).
    const features =
      states && states.length === 0
        ? []
        : (
            await Promise.all(
              SIGNAGE_MODULES[medium].map(async (module) =>
                (await layer.features(module, filters)).map((f) => ({ module, ...f })),
              ),
            )
          ).flat();
    const { latest, approved } = await latestOf(db, features);
    const stations = features.map((f): Station => {
      const a = f.attributes;
      const measuredAt = latest.get(f.id) ?? null;
      const base = {
        stationId: f.id,
        name: text(a.STATION_NAME) ?? f.id,
        state: text(a.STATE_NAME),
        river: text(a.RIVER_NAME),
        basin: text(a.New_Basin),
        locationType: text(a.LOCATION_TYPE),
        measuredAt,
        approved: approved.has(f.id),
      };
      if (medium === 'air') {
        // An hour older than the map's window is not "now": the screen says there is no current value.
        const current = isCurrentValue(MODULES[f.module].kind, measuredAt, now.getTime());
        return {
          ...base,
          index: current ? num(a.API) : null,
          category: current ? (text(a.API_CATEGORY) ?? 'NO_DATA') : 'NO_DATA',
          dominant: current ? (text(a.DOMINANT)?.split(',') ?? []) : [],
        };
      }
      return {
        ...base,
        index: num(medium === 'river' ? a.WQI : a.MWQI),
        category: text(medium === 'river' ? a.WQI_CLASS : a.MWQI_CATEGORY),
        dominant: [],
      };
    });
    stations.sort(
      (x, y) => (x.state ?? '').localeCompare(y.state ?? '') || x.name.localeCompare(y.name),
    );
    return { medium, generatedAt: now.getTime(), place, stations };
  }

  return {
    answer: compile,
  };
}
