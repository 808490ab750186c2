import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { seedReference } from '../../seed/index.js';
import { bearer, createUser, signIn } from '../../test/users.js';
import { hourlyStation } from '../qaqc/qaqc.fixtures.js';

/**
 * Two hourly test stations (air CA01R with PM10, river CR01R with DO) and the officers of the
 * record tests, each with the roles its name says; answers their bearer headers.
 */
export async function setUpRecords(app: FastifyInstance, db: Kysely<Database>) {
  await seedReference(db);
  await db
    .insertInto('station')
    .values([hourlyStation('CA01R', 'CAQM'), hourlyStation('CR01R', 'CRWQM')])
    .execute();
  await db
    .insertInto('stationParameter')
    .values([
      { stationId: 'CA01R', parameterCode: 'PM10' },
      { stationId: 'CA01R', parameterCode: 'SO2' },
      { stationId: 'CR01R', parameterCode: 'DO' },
    ])
    .execute();
  const users: Record<string, string[]> = {
    tech: [
      'View Maintenance Record CAQM',
      'Upload Maintenance Record CAQM',
      'Request Delete Maintenance Record CAQM',
      'View Calibration Record CAQM',
      'Upload Calibration Record CAQM',
      'Request Delete Calibration Record CAQM',
      'View Flag Details CAQM',
      'Update Flag CAQM',
      'Report CAQM',
    ],
    viewer: ['View Maintenance Record CAQM'],
    reviewer: ['Review Request of Deleted Data CAQM', 'Update Flag CAQM', 'View Flag Details CAQM'],
    river: ['View Maintenance Record CRWQM', 'Upload Maintenance Record CRWQM'],
    nobody: ['Report CAQM'],
    admin: ['System Admin'],
  };
  const headers: Record<string, Record<string, string>> = {};
  for (const [username, roles] of Object.entries(users)) {
    await createUser(db, { username, roles });
    headers[username] = bearer(await signIn(app, username));
  }
  return headers;
}

/** A maintenance record's form, in Kuala Lumpur time. */
export const maintenanceForm = (from: string, to: string, over: object = {}) => ({
  stationId: 'CA01R',
  from: `${from}+08:00`,
  to: `${to}+08:00`,
  type: 'corrective',
  people: ['Aminah Yusof'],
  remarks: 'Pump replaced',
  parameterCodes: ['PM10'],
  ...over,
});
