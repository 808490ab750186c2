import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { stationRow } from '../../test/stations.js';
import type { TestMailer } from '../../test/test-app.js';
import { bearer, signIn, TEST_PASSWORD } from '../../test/users.js';

/** Two stations, one each side, and one planned round per station in 2025 Q1 and Q2. */
export async function seedSojFixture(
  db: Kysely<Database>,
): Promise<{ roundId: (station: string, quarter: string) => Promise<number> }> {
  const [state] = await db
    .insertInto('state')
    .values([{ code: 'JH', name: 'Johor' }])
    .returning('id')
    .execute();
  const station = (id: string, longitude: number) =>
    stationRow(id, {
      module: 'SOJ',
      name: `Straits ${id}`,
      stateId: state!.id,
      longitude,
      latitude: 1.45,
      category: null,
      locationType: 'ESTUARY',
      expectedIntervalMinutes: null,
    });
  await db
    .insertInto('station')
    .values([station('SJ01', 103.7), station('SG01', 103.8)])
    .execute();
  await db
    .insertInto('sojStation')
    .values([
      { stationId: 'SJ01', side: 'MY', stationGroup: 'WEST' },
      { stationId: 'SG01', side: 'SG', stationGroup: 'EAST' },
    ])
    .execute();
  const now = new Date('2025-01-01T00:00:00Z');
  for (const stationId of ['SJ01', 'SG01']) {
    await db
      .insertInto('sojRound')
      .values([
        {
          stationId,
          quarter: '2025-Q1',
          plannedOn: '2025-02-15',
          status: 'planned',
          updatedAt: now,
        },
        {
          stationId,
          quarter: '2025-Q2',
          plannedOn: '2025-05-15',
          status: 'planned',
          updatedAt: now,
        },
      ])
      .execute();
  }
  return {
    roundId: async (stationId, quarter) =>
      (
        await db
          .selectFrom('sojRound')
          .select('id')
          .where('stationId', '=', stationId)
          .where('quarter', '=', quarter)
          .executeTakeFirstOrThrow()
      ).id,
  };
}

/** Signs in and goes through the identity step; answers the headers of a call with both tokens. */
export async function sojHeaders(
  app: FastifyInstance,
  mailer: TestMailer,
  username: string,
): Promise<Record<string, string>> {
  const auth = bearer(await signIn(app, username));
  const sent = await app.inject({
    method: 'POST',
    url: '/api2/soj/identity/code',
    headers: auth,
    payload: { password: TEST_PASSWORD },
  });
  if (sent.statusCode !== 200) throw new Error(`code request failed: ${sent.body}`);
  const code = /code is (\d{6})/.exec(mailer.sent.at(-1)!.text)![1]!;
  const verified = await app.inject({
    method: 'POST',
    url: '/api2/soj/identity/verify',
    headers: auth,
    payload: { code },
  });
  if (verified.statusCode !== 200) throw new Error(`identity failed: ${verified.body}`);
  return { ...auth, 'x-soj-token': verified.json<{ soj_token: string }>().soj_token };
}

/**
 * Lets `minutes` pass the way the web app does: renewing the sign-in token every 5 minutes
 * (spec §4), so only the SOJ session can run out. Updates `headers` in place.
 */
export async function passTime(
  app: FastifyInstance,
  clock: { advance(ms: number): void },
  headers: Record<string, string>,
  minutes: number,
): Promise<void> {
  for (let left = minutes; left > 0; left -= 5) {
    clock.advance(Math.min(5, left) * 60_000);
    const res = await app.inject({
      method: 'POST',
      url: '/api2/users/renewjwt',
      headers: { authorization: headers.authorization! },
    });
    if (res.statusCode !== 200) throw new Error(`renewal failed: ${res.body}`);
    headers.authorization = `Bearer ${res.json<{ newjwt: string }>().newjwt}`;
  }
}
