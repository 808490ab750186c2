import { sql, type Kysely } from 'kysely';
import { beforeAll } from 'vitest';
import type { Database } from '../../db/schema/index.js';
import { seedReference } from '../../seed/index.js';
import { addStation, stationRow } from '../../test/stations.js';
import { useTestApp } from '../../test/test-app.js';
import { bearer, createUser, signIn } from '../../test/users.js';

type Module = Database['station']['module'];

/** A station row for report tests (only what reports read matters). */
export function testStation(
  id: string,
  module: Module,
  stateId: number | null,
  locationType: 'COASTAL' | null = null,
) {
  return stationRow(id, {
    module,
    name: `Station ${id}`,
    stateId,
    category: null,
    locationType,
    expectedIntervalMinutes: module.startsWith('C') ? 5 : null,
  });
}

/**
 * A test app for a report test file, and `get`: a GET as an officer holding `roles` (signed in
 * before the file's tests run), in English unless another language is asked for.
 */
export function useReportApp(username: string, roles: readonly string[]) {
  const ctx = useTestApp(['auth', 'exports', 'reports']);
  let officer: Record<string, string> = {};
  beforeAll(async () => {
    await createUser(ctx.db.kysely, { username, roles });
    officer = bearer(await signIn(ctx.app, username));
  });
  const get = (url: string, lang = 'en') =>
    ctx.app.inject({ method: 'GET', url, headers: { ...officer, 'accept-language': lang } });
  return { ctx, get };
}

/** A report test station: id, module, the parameters it measures and its location type. */
type ReportStation = readonly [
  id: string,
  module: Module,
  parameters?: readonly string[],
  locationType?: 'COASTAL' | null,
];

/** Reference data and one new state holding the given stations; answers the state's id. */
export async function seedReportState(
  db: Kysely<Database>,
  state: { code: string; name: string },
  stations: readonly ReportStation[],
): Promise<number> {
  await seedReference(db);
  const { id } = await db
    .insertInto('state')
    .values(state)
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [stationId, module, parameters = [], locationType = null] of stations)
    await addStation(db, stationId, parameters, testStation(stationId, module, id, locationType));
  return id;
}

/** Hourly rollups of one station × parameter: `values[i]` at `start + i hours` (null = no row, a gap). */
export async function insertHours(
  db: Kysely<Database>,
  stationId: string,
  parameterCode: string,
  start: string,
  values: readonly (number | null)[],
  validity = 1,
): Promise<void> {
  const rows = values.flatMap((v, i) =>
    v === null ? [] : [{ t: new Date(new Date(start).getTime() + i * 3_600_000).toISOString(), v }],
  );
  if (rows.length === 0) return;
  await sql`insert into reading_hourly (station_id, parameter_code, hour, avg, min, max, count, valid_count, expected_count, capture_pct, capture_excl_cal_pct, validity)
    select ${stationId}, ${parameterCode}, t, v, v, v, 12, ${validity === 1 ? 12 : 3}, 12, 100, 100, ${validity}
    from unnest(${rows.map((r) => r.t)}::timestamptz[], ${rows.map((r) => r.v)}::float8[]) as x(t, v)`.execute(
    db,
  );
}

/** One manual sample: every value of `values` at time `ts`, as the demo seed and lab entry store them. */
export async function insertSample(
  db: Kysely<Database>,
  stationId: string,
  ts: string,
  values: Readonly<Record<string, number>>,
  validity = 1,
): Promise<void> {
  for (const [parameterCode, value] of Object.entries(values)) {
    await sql`insert into reading (station_id, parameter_code, ts, value, source, received_at, auto_flag, auto_checks, auto_validity)
      values (${stationId}, ${parameterCode}, ${ts}::timestamptz, ${value}, 'manual', ${ts}::timestamptz, 1, '{}'::jsonb, ${validity})`.execute(
      db,
    );
  }
}
