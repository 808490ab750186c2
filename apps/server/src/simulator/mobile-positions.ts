import { HOUR_MS } from '@eqmp/domain';
import { hash01 } from '../seed/demo-shapes.js';

const KM_PER_DEGREE = 111.32;
/** Largest distance of a mobile unit from its home station, km. */
export const MAX_LOOP_KM = 3;
/** Time a unit takes to drive its loop once. */
const LOOP_MS = 6 * HOUR_MS;

export interface Home {
  readonly longitude: number;
  readonly latitude: number;
}

/** Sends one batch of positions the way a mobile unit does; answers the HTTP status. */
export type PositionPoster = (
  key: string,
  body: { items: { ts: string; longitude: number; latitude: number }[] },
) => Promise<number>;

/**
 * Where a simulated mobile (MCAQM) unit is at `ts`: a slow, slightly wobbly loop around its home
 * station, within 3 km, the same for the same station and time (deterministic, like the values).
 */
export function simulatedPosition(stationId: string, home: Home, ts: number): Home {
  const angle = 2 * Math.PI * (hash01(`loop|${stationId}`) + ts / LOOP_MS);
  const radiusKm =
    MAX_LOOP_KM * (0.5 + 0.3 * hash01(`radius|${stationId}`)) * (1 + 0.2 * Math.sin(3 * angle));
  const round = (x: number) => Math.round(x * 100_000) / 100_000;
  return {
    longitude: round(
      home.longitude +
        (radiusKm * Math.cos(angle)) / (KM_PER_DEGREE * Math.cos((home.latitude * Math.PI) / 180)),
    ),
    latitude: round(home.latitude + (radiusKm * Math.sin(angle)) / KM_PER_DEGREE),
  };
}

/** The position batch of a unit for its due 5-minute slots. */
export function positionBatch(stationId: string, home: Home, slots: readonly number[]) {
  return {
    items: slots.map((ts) => ({
      ts: new Date(ts).toISOString(),
      ...simulatedPosition(stationId, home, ts),
    })),
  };
}
