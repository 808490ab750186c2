import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';
import { simulatedPosition } from '../simulator/mobile-positions.js';
import type { HistoryRange } from './demo-history.js';

const SLOT_MS = 5 * 60_000;
const TRACK_MS = 24 * 3_600_000;

/**
 * The last day of positions of every demo mobile unit before the demo range ends, on the same
 * loop the live simulator continues, so a mobile unit's track shows from the first start.
 */
export async function seedMobilePositions(
  db: Kysely<Database>,
  range: HistoryRange,
): Promise<void> {
  const units = await db
    .selectFrom('station')
    .select(['id', 'longitude', 'latitude'])
    .where('module', '=', 'MCAQM')
    .where('isActive', '=', true)
    .execute();
  const to = range.to.getTime();
  for (const unit of units) {
    if (unit.longitude === null || unit.latitude === null) continue;
    const home = { longitude: unit.longitude, latitude: unit.latitude };
    const rows = [];
    for (let ts = Math.max(range.from.getTime(), to - TRACK_MS); ts < to; ts += SLOT_MS) {
      rows.push({
        stationId: unit.id,
        ts: new Date(ts),
        receivedAt: new Date(ts),
        ...simulatedPosition(unit.id, home, ts),
      });
    }
    if (rows.length > 0)
      await db
        .insertInto('stationPosition')
        .values(rows)
        .onConflict((oc) => oc.columns(['stationId', 'ts']).doNothing())
        .execute();
  }
}
