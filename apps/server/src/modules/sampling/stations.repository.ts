import type { SamplingModule } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/** An active station of a manual module. */
export const activeStation = (db: Kysely<Database>, module: SamplingModule, stationId: string) =>
  db
    .selectFrom('station')
    .select(['id', 'name', 'module', 'locationType'])
    .where('id', '=', stationId)
    .where('module', '=', module)
    .where('isActive', '=', true)
    .executeTakeFirst();

/** The units of the parameters a station measures (active), by code. */
export async function stationUnits(
  db: Kysely<Database>,
  stationId: string,
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('stationParameter as sp')
    .innerJoin('parameter as p', 'p.code', 'sp.parameterCode')
    .select(['p.code', 'p.unit'])
    .where('sp.stationId', '=', stationId)
    .where('sp.isActive', '=', true)
    .execute();
  return new Map(rows.map((r) => [r.code, r.unit]));
}

/** Every parameter's unit. */
export const parameterUnits = (db: Kysely<Database>) =>
  db.selectFrom('parameter').select(['code', 'unit']).execute();

/** The parameter of this code, if there is one. */
export const parameterByCode = (db: Kysely<Database>, code: string) =>
  db.selectFrom('parameter').select(['code', 'mdl']).where('code', '=', code).executeTakeFirst();

/** A module's active stations with each of their active parameters, one row a pair. */
export const moduleStationParameters = (db: Kysely<Database>, module: SamplingModule) =>
  db
    .selectFrom('station as st')
    .leftJoin('state as s', 's.id', 'st.stateId')
    .innerJoin('stationParameter as sp', 'sp.stationId', 'st.id')
    .innerJoin('parameter as p', 'p.code', 'sp.parameterCode')
    .select([
      'st.id',
      'st.name',
      's.name as stateName',
      'st.locationType',
      'p.code',
      'p.nameEn',
      'p.nameMs',
      'p.unit',
      'p.decimals',
    ])
    .where('st.module', '=', module)
    .where('st.isActive', '=', true)
    .where('sp.isActive', '=', true)
    .orderBy('st.id')
    .orderBy('p.code')
    .execute();

/** The active quality codes of a kind (qualifiers, null reasons), or one of them. */
export const activeQualityCodes = (
  db: Kysely<Database>,
  kind: 'qualifier' | 'null_reason',
  code?: string,
) =>
  db
    .selectFrom('qualityCode')
    .select('code')
    .$if(code !== undefined, (q) => q.where('code', '=', code!))
    .where('kind', '=', kind)
    .where('isActive', '=', true)
    .execute();
