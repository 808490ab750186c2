import { PARAMETER_SEEDS } from '@eqmp/domain';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/** Test places: two states, a district of each, a basin in the first with one river. */
export async function insertPlaces(db: Kysely<Database>) {
  const [selangor, johor] = await db
    .insertInto('state')
    .values([
      { code: 'MY-10', name: 'Selangor' },
      { code: 'MY-01', name: 'Johor' },
    ])
    .returning('id')
    .execute();
  const [petaling, batuPahat] = await db
    .insertInto('district')
    .values([
      { stateId: selangor!.id, name: 'Petaling' },
      { stateId: johor!.id, name: 'Batu Pahat' },
    ])
    .returning('id')
    .execute();
  const basin = await db
    .insertInto('basin')
    .values({ name: 'Klang' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('basinState').values({ basinId: basin.id, stateId: selangor!.id }).execute();
  const river = await db
    .insertInto('river')
    .values({ basinId: basin.id, name: 'Sungai Klang' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    selangor: selangor!.id,
    johor: johor!.id,
    petaling: petaling!.id,
    batuPahat: batuPahat!.id,
    klangBasin: basin.id,
    klangRiver: river.id,
  };
}

/** The catalogue parameters with these codes, from the domain seed. */
export async function insertParameters(db: Kysely<Database>, codes: readonly string[]) {
  const rows = PARAMETER_SEEDS.filter((p) => codes.includes(p.code)).map(({ gross, ...p }) => ({
    ...p,
    rangeMin: gross[0],
    rangeMax: gross[1],
  }));
  await db.insertInto('parameter').values(rows).execute();
}

export async function insertStation(
  db: Kysely<Database>,
  id: string,
  values: Partial<Insertable<Database['station']>> = {},
) {
  await db
    .insertInto('station')
    .values({
      id,
      module: 'CAQM',
      name: `Station ${id}`,
      longitude: 101.5,
      latitude: 3.1,
      ...values,
    })
    .execute();
}

/** A 1×1 transparent PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A `multipart/form-data` body with one file, for `app.inject`. */
export function multipartFile(data: Buffer, filename: string, contentType: string) {
  const boundary = '----eqmp-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
