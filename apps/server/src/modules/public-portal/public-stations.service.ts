import {
  PUBLIC_WATER_MODULES,
  type PublicWaterMedium,
  type PublicWaterResponse,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { createMapLayerService } from '../maps/index.js';
import { approvedRanges, isApprovedAt } from '../values/index.js';

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * Which stations' latest times are approved: an approval range at the approved level, for the
 * whole station or any of its parameters, covers the time. Everything else is provisional.
 */
export async function approvedAt(
  db: Kysely<Database>,
  latest: ReadonlyMap<string, number>,
): Promise<Set<string>> {
  const ids = [...latest.keys()];
  if (ids.length === 0) return new Set();
  const ranges = await approvedRanges(db, ids);
  return new Set(ids.filter((id) => isApprovedAt(ranges, id, new Date(latest.get(id)!))));
}

/**
 * Each map feature's latest time (ms since the epoch, from its `LAST_UPDATE`), and which
 * stations' latest times are approved ({@link approvedAt}).
 */
export async function latestOf(
  db: Kysely<Database>,
  features: readonly { readonly id: string; readonly attributes: { LAST_UPDATE?: unknown } }[],
): Promise<{ latest: Map<string, number>; approved: Set<string> }> {
  const latest = new Map<string, number>();
  for (const f of features) {
    const at = num(f.attributes.LAST_UPDATE);
    if (at !== null) latest.set(f.id, at);
  }
  return { latest, approved: await approvedAt(db, latest) };
}

type Coordinates = readonly [number, number] | null;

/** A public water station as the public pages show it, with its place on the map. */
export type PublicWaterStation = PublicWaterResponse['stations'][number] & {
  readonly coordinates: Coordinates;
};

/** A public air station as the public air map shows it (a value not current shows no API). */
export interface PublicAirStation {
  readonly stationId: string;
  readonly name: string;
  readonly state: string | null;
  readonly api: number | null;
  /** The public map's class (NA when the value is not current). */
  readonly category: string | null;
  readonly dominant: string | null;
  readonly lastUpdate: number | null;
  readonly approved: boolean;
  readonly coordinates: Coordinates;
}

/**
 * What the public may see of the monitoring stations, decided once: the public air map's and the
 * public river and marine pages' stations (active stations of the public modules, public fields
 * only, from the map layer), each saying whether its latest value is approved (the values
 * module's rule: level 3, not reopened). The public pages and open data both read it.
 */
export function createPublicStationsService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const layer = createMapLayerService({ db, clock });

  return {
    async water(medium: PublicWaterMedium): Promise<PublicWaterStation[]> {
      const features = (
        await Promise.all(PUBLIC_WATER_MODULES[medium].map((module) => layer.features(module, {})))
      ).flat();
      const { latest, approved } = await latestOf(db, features);
      return features
        .map((f) => {
          const a = f.attributes;
          return {
            stationId: f.id,
            name: text(a.STATION_NAME) ?? f.id,
            state: text(a.STATE_NAME),
            basin: text(a.New_Basin),
            river: text(a.RIVER_NAME),
            locationType: text(a.LOCATION_TYPE),
            index: num(medium === 'river' ? a.WQI : a.MWQI),
            category: text(medium === 'river' ? a.WQI_CLASS : a.MWQI_CATEGORY),
            lastUpdate: latest.get(f.id) ?? null,
            approved: approved.has(f.id),
            coordinates: f.coordinates,
          };
        })
        .sort(
          (x, y) => (x.state ?? '').localeCompare(y.state ?? '') || x.name.localeCompare(y.name),
        );
    },

    async air(): Promise<PublicAirStation[]> {
      const features = await layer.publicAir();
      const { latest, approved } = await latestOf(db, features);
      return features.map((f) => {
        const a = f.attributes;
        return {
          stationId: f.id,
          name: text(a.STATION_NAME) ?? f.id,
          state: text(a.STATE_NAME),
          api: num(a.API),
          // The public map's class: the API class of a current value, NA otherwise.
          category: text(a.CLASS),
          dominant: text(a.DOMINANT),
          lastUpdate: latest.get(f.id) ?? null,
          approved: approved.has(f.id),
          coordinates: f.coordinates,
        };
      });
    },
  };
}

export type PublicStationsService = ReturnType<typeof createPublicStationsService>;
