import { DAY_MS } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { seedReference } from '../../seed/index.js';
import type { TestContext } from '../../test/test-app.js';
import {
  hoursBefore,
  insertAirIndex,
  insertHourly,
  insertMapStations,
} from '../maps/map-test-fixtures.js';

/**
 * A GET of the open data API from a new client address at each call (`10.<net>.x.y`), so no test
 * meets the rate limit another one used up; a full link is reduced to its path.
 */
export function getFromNewAddress(ctx: TestContext, net: number) {
  let addr = 0;
  return (url: string, headers: Record<string, string> = {}) => {
    addr += 1;
    return ctx.app.inject({
      method: 'GET',
      url: url.replace(/^https?:\/\/[^/]+/, ''),
      headers,
      remoteAddress: `10.${net}.${Math.floor(addr / 250)}.${addr % 250}`,
    });
  };
}

/** The network's two air stations: one in Selangor, around Kuala Lumpur, and one in Johor. */
export const AIR_STATIONS: Parameters<typeof insertMapStations>[1] = [
  { id: 'CA1', module: 'CAQM', state: 'selangor', parameters: [], longitude: 101.6, latitude: 3.1 },
  { id: 'CA2', module: 'CAQM', state: 'johor', parameters: [], longitude: 103.7, latitude: 1.5 },
];

/** A Straits of Johor station with a value: it must never appear in open data. */
export const SOJ_STATION = 'SJOPEN1';

/**
 * A small public network for the open data clients: two air stations (Selangor, Johor), a river
 * and a marine station with values, and an SOJ station with a value of its own.
 */
export async function seedOpenDataNetwork(db: Kysely<Database>, now: Date) {
  await seedReference(db);
  const hour = hoursBefore(now, 1);
  await insertMapStations(db, [
    ...AIR_STATIONS,
    {
      id: 'CR1',
      module: 'CRWQM',
      state: 'selangor',
      parameters: ['DO_SAT', 'BOD', 'COD', 'NH3N', 'TSS', 'PH'],
      longitude: 101.5,
      latitude: 3.0,
    },
    {
      id: 'MM1',
      module: 'MMWQM',
      state: 'johor',
      locationType: 'COASTAL',
      parameters: ['M_DO', 'M_FC'],
      longitude: 104.1,
      latitude: 1.4,
    },
    {
      id: SOJ_STATION,
      module: 'SOJ',
      state: 'johor',
      parameters: ['TEMP'],
      longitude: 103.8,
      latitude: 1.45,
    },
  ]);
  await insertAirIndex(db, 'CA1', hour, 42, 'GOOD', { PM25: 42 });
  await insertAirIndex(db, 'CA2', hour, 61, 'MODERATE', { O3: 61 });
  const river = { DO_SAT: 90, BOD: 2, COD: 10, NH3N: 0.1, TSS: 20, PH: 7 };
  await insertHourly(
    db,
    'CR1',
    Object.entries(river).map(([code, avg]) => ({ code, hour, avg })),
  );
  await insertHourly(db, 'MM1', [
    { code: 'M_DO', hour: hour - DAY_MS, avg: 7 },
    { code: 'M_FC', hour: hour - DAY_MS, avg: 50 },
  ]);
  await insertHourly(db, SOJ_STATION, [{ code: 'TEMP', hour, avg: 29.5 }]);
}
