import { API, ROLE_NAMES } from '@eqmp/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { hashStationKey } from '../../modules/ingest/index.js';
import { insertStation } from '../../modules/inventory/inventory.fixtures.js';
import { sojHeaders } from '../../modules/soj/soj.test-support.js';
import { seedReference } from '../../seed/index.js';
import type { TestMailer } from '../test-app.js';
import { createUser } from '../users.js';
import type { Operation } from './openapi-fuzz.js';

/** The SMS gateway key the fuzzing app is configured with (`smsGatewayKey`). */
export const FUZZ_GATEWAY_KEY = 'fuzz-gateway-key-0123456789';
const STATION_KEY = 'sk_fuzz_station_key_0123456789_abcdefghijkl';

/** `/a/{id}` of the OpenAPI document as the API table writes it (`/a/:id`). */
const openApiUrl = (op: Operation) => op.url.replace(/\{([^}]+)\}/g, ':$1');

/** Routes that check the caller's own password or second factor: wrong tries lock the account. */
const OWN_SECRETS = [API.changePassword, API.updateMe, API.sojRequestCode, API.sojVerifyIdentity];

/**
 * Routes left out: logout, and wrong current passwords and SOJ identity codes (which lock the
 * account and end its sessions), would end the fuzzing session; the map proxy would reach out
 * to the network.
 */
export const leftOut = (op: Operation) =>
  [API.logout, ...OWN_SECRETS].some((e) => e.method === op.method && e.url === openApiUrl(op)) ||
  op.url.startsWith('/api2/mapproxy/');

/**
 * What the fuzzer calls as: an admin holding every role, with an SOJ session (the SOJ routes
 * refuse everyone else before reading a field), and a mobile unit's ingestion key and the SMS
 * gateway's key for the routes that take those instead of a sign-in. Reference data is seeded.
 */
export async function fuzzCaller(app: FastifyInstance, db: Kysely<Database>, mailer: TestMailer) {
  await seedReference(db);
  await createUser(db, { username: 'fuzz.admin', roles: ROLE_NAMES });
  await insertStation(db, 'MCAQM990', { module: 'MCAQM', expectedIntervalMinutes: 5 });
  await db
    .insertInto('stationParameter')
    .values(
      ['PM10', 'PM25', 'CO'].map((parameterCode) => ({ stationId: 'MCAQM990', parameterCode })),
    )
    .execute();
  await db
    .insertInto('stationIngestKey')
    .values({
      stationId: 'MCAQM990',
      keyHash: hashStationKey(STATION_KEY),
      createdAt: new Date(),
      createdBy: 'fuzz',
    })
    .execute();
  const signIn = () => sojHeaders(app, mailer, 'fuzz.admin');
  return {
    headers: await signIn(),
    renew: signIn,
    headersFor: (op: Operation): Record<string, string> | undefined => {
      if (op.url === API.ingestSms.url) return { authorization: `Gateway ${FUZZ_GATEWAY_KEY}` };
      if (op.url.startsWith('/api2/ingest/')) return { authorization: `Station ${STATION_KEY}` };
      return undefined;
    },
  };
}
