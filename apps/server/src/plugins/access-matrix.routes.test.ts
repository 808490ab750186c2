import { API, decideAccess, ROLE_NAMES, type ApiDef } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DIRECTOR_ROLES } from '../modules/auth/bootstrap.js';
import { seedReference } from '../seed/index.js';
import { addIngestKey, addStation } from '../test/stations.js';
import { useTestApp } from '../test/test-app.js';
import { bearer, createUser, signIn } from '../test/users.js';

/**
 * The access matrix: every route of the API table × no token / a one-module officer / an admin,
 * with expectations derived from each entry's own `access` (never a hand list), so a route added
 * to the table is covered the moment it exists. Then every route the officer may call is run
 * against another module's station, and must never hand back that station's data. A read-only
 * user (the demo director's roles) is refused every route that changes data, except public ones
 * and those declared `ownAccount` (its own profile, password and SOJ identity step).
 *
 * Sample requests are built the same way for every route (the defined rule for routes this file
 * knows nothing about): each `:param` takes the other module's station id, `*` takes `x`, every
 * query carries that station id under the usual names with a short range, and bodies are `{}`.
 * Access is decided before validation, so the shape of these samples never hides a 401 or 403.
 */
const FOREIGN_ID = 'RV9SCOPE';
const FOREIGN_NAME = 'Sungai Scope Matrix';
const AIR_MODULES = ['CAQM', 'MAQM', 'MCAQM'];
/** The demo's air officer: every air function, plus the national pages it is given. */
const AIR_OFFICER = [
  ...ROLE_NAMES.filter((role) => AIR_MODULES.some((m) => role.endsWith(` ${m}`))),
  'Station Information',
  'Raw Data',
];
const QUERY = `stationId=${FOREIGN_ID}&station=${FOREIGN_ID}&stations=${FOREIGN_ID}&id=${FOREIGN_ID}&from=2026-01-14T00:00:00Z&to=2026-01-16T00:00:00Z`;

const entries = Object.entries(API as Readonly<Record<string, ApiDef>>)
  // Logout ends the token's session: it runs last, so it cannot hide the other rows.
  .sort(([a], [b]) => Number(a === 'logout') - Number(b === 'logout'));
/** Every route that changes data, bar public ones and the caller's own account or session. */
const writes = entries.filter(
  ([, def]) => def.method !== 'GET' && def.access !== 'public' && !def.ownAccount,
);

function sampleUrl(def: ApiDef): string {
  const path = def.url.replace(/:[A-Za-z]\w*/g, FOREIGN_ID).replace('*', 'x');
  return def.method === 'GET' ? `${path}?${QUERY}` : path;
}

describe('access matrix and module scoping, from the API table', () => {
  const ctx = useTestApp('every');
  let officer: Record<string, string>;
  let admin: Record<string, string>;
  let reader: Record<string, string>;

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    await addStation(db, FOREIGN_ID, ['DO'], {
      module: 'CRWQM',
      name: FOREIGN_NAME,
      longitude: 101.7,
      latitude: 3.2,
      category: 'Continuous',
    });
    await addIngestKey(db, FOREIGN_ID, 'matrix-key');
    const ts = new Date(ctx.clock.now().getTime() - 10 * 60_000).toISOString();
    const ingest = await ctx.app.inject({
      method: 'POST',
      url: API.ingestReadings.url,
      headers: { authorization: 'Station matrix-key' },
      payload: { station_id: FOREIGN_ID, readings: [{ parameter: 'DO', ts, value: 6.5 }] },
    });
    expect(ingest.statusCode).toBe(200);
    await createUser(db, { username: 'matrix.air', roles: AIR_OFFICER });
    await createUser(db, { username: 'matrix.admin', roles: ROLE_NAMES });
    await createUser(db, { username: 'matrix.reader', roles: DEMO_DIRECTOR_ROLES });
    officer = bearer(await signIn(ctx.app, 'matrix.air'));
    admin = bearer(await signIn(ctx.app, 'matrix.admin'));
    reader = bearer(await signIn(ctx.app, 'matrix.reader'));
  });

  const call = (def: ApiDef, headers: Record<string, string>) =>
    ctx.app.inject({
      method: def.method,
      url: sampleUrl(def),
      headers,
      ...(def.method === 'GET' || def.method === 'DELETE' ? {} : { payload: {} }),
    });
  const codeOf = (res: { body: string }) => {
    try {
      return (JSON.parse(res.body) as { code?: string }).code;
    } catch {
      return undefined;
    }
  };
  const refusal = ['UNAUTHENTICATED', 'FORBIDDEN'];

  it('covers every route of the table', () => {
    expect(entries.length).toBe(Object.keys(API).length);
  });

  it.each(entries)(
    '%s: no token, one-module officer and admin get what its access declares',
    async (_name, def) => {
      const none = await call(def, {});
      expect(none.statusCode, 'no token').toBeLessThan(500);
      if (def.access === 'public') expect(refusal, 'no token').not.toContain(codeOf(none));
      else expect([none.statusCode, codeOf(none)], 'no token').toEqual([401, 'UNAUTHENTICATED']);

      const asOfficer = await call(def, officer);
      expect(asOfficer.statusCode, 'officer').toBeLessThan(500);
      if (decideAccess(def.access, AIR_OFFICER) === 'allow')
        expect(refusal, 'officer').not.toContain(codeOf(asOfficer));
      else expect([asOfficer.statusCode, codeOf(asOfficer)], 'officer').toEqual([403, 'FORBIDDEN']);

      const asAdmin = await call(def, admin);
      expect(asAdmin.statusCode, 'admin').toBeLessThan(500);
      expect(refusal, 'admin').not.toContain(codeOf(asAdmin));
    },
  );

  it('finds the routes that change data (the read-only check can fail)', () => {
    expect(writes.map(([name]) => name)).toEqual(
      expect.arrayContaining(['hotspotImport', 'documentUpload', 'adminCreateUser']),
    );
  });

  it.each(writes)('%s refuses a read-only user (the demo director’s roles)', async (_name, def) => {
    const res = await call(def, reader);
    expect([res.statusCode, codeOf(res)], 'read-only').toEqual([403, 'FORBIDDEN']);
  });

  const readable = entries.filter(
    ([, def]) => def.method === 'GET' && decideAccess(def.access, AIR_OFFICER) === 'allow',
  );

  it.each(readable)(
    '%s never answers an air officer with a river station’s data',
    async (_name, def) => {
      const res = await call(def, officer);
      expect(res.statusCode).toBeLessThan(500);
      // A refusal may name the id it refuses; an answer must not carry the station at all.
      if (res.statusCode < 400) {
        expect(res.body).not.toContain(FOREIGN_ID);
        expect(res.body).not.toContain(FOREIGN_NAME);
      }
    },
  );

  it('the admin does see the river station (the scoping check can fail)', async () => {
    const res = await call(API.inventoryStations, bearer(await signIn(ctx.app, 'matrix.admin')));
    expect(res.body).toContain(FOREIGN_ID);
  });
});
