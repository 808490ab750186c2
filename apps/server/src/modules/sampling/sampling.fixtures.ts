import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../db/schema/index.js';
import { seedReference } from '../../seed/index.js';
import { bearer, createUser, signIn } from '../../test/users.js';
import { insertStation } from '../inventory/inventory.fixtures.js';

/** The river parameters of a manual river test station (everything the DOE-WQI needs and more). */
export const RIVER_PARAMETERS = ['DO', 'DO_SAT', 'BOD', 'COD', 'NH3N', 'TSS', 'PH', 'WTEMP'];

/** The people of a manual river programme, each with only the roles their work needs. */
export const PEOPLE = {
  planner: ['Sampling Schedule MRWQM'],
  field: ['Data Entry MRWQM'],
  lab: ['Data Entry MRWQM'],
  reviewer: ['View Flag Details MRWQM', 'Update Flag MRWQM'],
  approver: ['View Flag Details MRWQM', 'Update Flag MRWQM'],
  // Enters and validates: may do both, never on the same results.
  allRound: ['Data Entry MRWQM', 'View Flag Details MRWQM', 'Update Flag MRWQM'],
  summary: ['Data Summary MRWQM'],
  reader: ['Report MRWQM'],
  airEntry: ['Data Entry MAQM', 'Sampling Schedule MAQM', 'Update Flag MAQM'],
} as const;
export type Person = keyof typeof PEOPLE;

/**
 * A manual river station `MR01T` (and a manual air one, `MA01T`) with the catalogue and quality
 * codes seeded, and the programme's people signed in. Answers each person's headers.
 */
export async function setUpProgramme(
  app: FastifyInstance,
  db: Kysely<Database>,
): Promise<Record<Person | 'none', Record<string, string>>> {
  await seedReference(db);
  await insertStation(db, 'MR01T', { module: 'MRWQM', name: 'Sungai Test', targetClass: 'II' });
  await insertStation(db, 'MA01T', { module: 'MAQM', name: 'Air Test' });
  await db
    .insertInto('stationParameter')
    .values([
      ...RIVER_PARAMETERS.map((parameterCode) => ({ stationId: 'MR01T', parameterCode })),
      { stationId: 'MA01T', parameterCode: 'PM10' },
    ])
    .execute();
  for (const [username, roles] of Object.entries(PEOPLE)) await createUser(db, { username, roles });
  return signInPeople(app);
}

/** The programme's people signed in afresh (after the test clock moved past their tokens). */
export async function signInPeople(
  app: FastifyInstance,
): Promise<Record<Person | 'none', Record<string, string>>> {
  const headers = { none: {} } as Record<Person | 'none', Record<string, string>>;
  for (const username of Object.keys(PEOPLE))
    headers[username as Person] = bearer(await signIn(app, username));
  return headers;
}

/** Calls the API as one person. */
export function caller(app: FastifyInstance, headers: Record<string, Record<string, string>>) {
  return {
    get: (who: string, url: string) => app.inject({ method: 'GET', url, headers: headers[who] }),
    post: (who: string, url: string, payload?: object) =>
      app.inject({ method: 'POST', url, headers: headers[who], ...(payload ? { payload } : {}) }),
    put: (who: string, url: string, payload: object) =>
      app.inject({ method: 'PUT', url, headers: headers[who], payload }),
    /** A multipart upload (`multipartFile`) as one person. */
    upload: (
      who: string,
      url: string,
      file: { payload: Buffer; headers: Record<string, string> },
    ) =>
      app.inject({
        method: 'POST',
        url,
        headers: { ...headers[who], ...file.headers },
        payload: file.payload,
      }),
  };
}

type Entered = { parameterCode: string; value: string }[];

/**
 * Plans the one visit of MR01T on 10/01/2026, records it with the field readings and sends it
 * to the lab, then enters the lab results; answers the sample id.
 */
export async function oneRiverSampleAtLab(
  api: ReturnType<typeof caller>,
  readings: Entered,
  results: Entered,
): Promise<number> {
  const plan = await api.post('planner', '/api2/sampling/schedules', {
    module: 'MRWQM',
    stationId: 'MR01T',
    frequency: 'monthly',
    team: 'Team A',
    startsOn: '10/01/2026',
    endsOn: '10/01/2026',
  });
  expect(plan.json()).toMatchObject({ visits: 1 });
  const list = await api.get('planner', '/api2/sampling/samples?module=MRWQM&pageSize=10');
  const id = (list.json().items as { id: number }[])[0]!.id;
  const field = await api.post('field', `/api2/sampling/samples/${id}/field`, {
    date: '10/01/2026',
    time: '10:00',
    weather: 'sunny',
    readings,
    dispatch: true,
  });
  expect(field.statusCode, field.body).toBe(200);
  const entered = await api.put('lab', `/api2/sampling/samples/${id}/results`, { results });
  expect(entered.statusCode, entered.body).toBe(200);
  return id;
}

/** A CSV body as a lab sends it. */
export const csv = (rows: readonly (readonly string[])[]) =>
  Buffer.from(rows.map((r) => r.join(',')).join('\r\n'));
