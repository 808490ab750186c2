import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { seedReference } from '../../seed/index.js';
import { seedStandards } from '../calculators/index.js';
import { insertStation } from '../inventory/inventory.fixtures.js';

/** Reference data and two mobile units measuring PM10, PM2.5 and CO; a CAQM station beside them. */
export async function seedMobileUnits(db: Kysely<Database>): Promise<void> {
  await seedReference(db);
  await seedStandards(db);
  for (const id of ['MCAQM901', 'MCAQM902'])
    await insertStation(db, id, {
      module: 'MCAQM',
      name: `Mobile unit ${id}`,
      expectedIntervalMinutes: 5,
    });
  await insertStation(db, 'CA901', { module: 'CAQM', name: 'Fixed station' });
  await db
    .insertInto('stationParameter')
    .values(
      ['MCAQM901', 'MCAQM902', 'CA901'].flatMap((stationId) =>
        ['PM10', 'PM25', 'CO'].map((parameterCode) => ({ stationId, parameterCode })),
      ),
    )
    .execute();
}

/** A deployment body of unit MCAQM901 in Shah Alam from 10/01/2026 08:00 to 12/01/2026 18:00. */
export const SHAH_ALAM = {
  stationId: 'MCAQM901',
  place: 'Shah Alam, Seksyen 7',
  longitude: 101.49,
  latitude: 3.07,
  startsAt: '2026-01-10T08:00:00+08:00',
  endsAt: '2026-01-12T18:00:00+08:00',
  reason: 'Complaint of open burning near the industrial area',
};
