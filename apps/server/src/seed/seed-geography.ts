import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';
import { readCsv, readGeoJson } from '../reference/reference-files.js';

/** DOE-style regional grouping of the states (demo; an admin can change it). */
const REGIONS: readonly { code: string; name: string; states: readonly string[] }[] = [
  { code: 'UTR', name: 'Northern', states: ['Perlis', 'Kedah', 'Pulau Pinang', 'Perak'] },
  {
    code: 'TGH',
    name: 'Central',
    states: ['Selangor', 'W.P. Kuala Lumpur', 'W.P. Putrajaya', 'Negeri Sembilan'],
  },
  { code: 'SLT', name: 'Southern', states: ['Melaka', 'Johor'] },
  { code: 'TMR', name: 'East Coast', states: ['Pahang', 'Terengganu', 'Kelantan'] },
  { code: 'SBH', name: 'Sabah and Labuan', states: ['Sabah', 'W.P. Labuan'] },
  { code: 'SWK', name: 'Sarawak', states: ['Sarawak'] },
];

const titleCase = (name: string) =>
  name
    .toLowerCase()
    .replace(/(^|[\s(/-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());

/** Regions, the 16 states and 160 districts from the boundary files, basins and rivers. */
export async function seedGeography(db: Kysely<Database>): Promise<void> {
  const regionIds = new Map<string, number>();
  for (const region of REGIONS) {
    const row = await db
      .insertInto('region')
      .values({ code: region.code, name: region.name })
      .onConflict((oc) => oc.column('code').doUpdateSet({ name: region.name }))
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const state of region.states) regionIds.set(state, row.id);
  }

  const stateIds = new Map<string, number>();
  for (const feature of readGeoJson('my-states.geojson')) {
    const name = String(feature.properties.STATE_NAME);
    const code = String(feature.properties.ISO3166_2);
    const row = await db
      .insertInto('state')
      .values({ code, name, regionId: regionIds.get(name) ?? null })
      .onConflict((oc) => oc.column('code').doUpdateSet({ name }))
      .returning('id')
      .executeTakeFirstOrThrow();
    stateIds.set(name, row.id);
  }

  const districts = readGeoJson('my-districts.geojson').flatMap((f) => {
    const stateId = stateIds.get(String(f.properties.STATE_NAME));
    return stateId === undefined
      ? []
      : [
          {
            stateId,
            name: String(f.properties.DISTRICT_NAME),
            code: String(f.properties.code_state_district ?? '') || null,
          },
        ];
  });
  await db
    .insertInto('district')
    .values(districts)
    .onConflict((oc) => oc.columns(['stateId', 'name']).doNothing())
    .execute();

  const rows = readCsv('my-river-basins-rivers.csv');
  const basinNames = [...new Set(rows.map((r) => r.basin!))];
  await db
    .insertInto('basin')
    .values(basinNames.map((name) => ({ name: titleCase(name) })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const basins = new Map(
    (await db.selectFrom('basin').select(['id', 'name']).execute()).map((b) => [b.name, b.id]),
  );
  const basinOf = (name: string) => basins.get(titleCase(name))!;
  const links = new Map<string, { basinId: number; stateId: number }>();
  for (const r of rows) {
    const stateId = stateIds.get(r.state!);
    if (stateId !== undefined)
      links.set(`${r.basin}|${r.state}`, { basinId: basinOf(r.basin!), stateId });
  }
  await db
    .insertInto('basinState')
    .values([...links.values()])
    .onConflict((oc) => oc.columns(['basinId', 'stateId']).doNothing())
    .execute();
  const rivers = new Map<string, { basinId: number; name: string }>();
  for (const r of rows)
    rivers.set(`${r.basin}|${r.river}`, { basinId: basinOf(r.basin!), name: titleCase(r.river!) });
  await db
    .insertInto('river')
    .values([...rivers.values()])
    .onConflict((oc) => oc.columns(['basinId', 'name']).doNothing())
    .execute();
}
