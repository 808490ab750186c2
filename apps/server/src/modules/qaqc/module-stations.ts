import type { ModuleCode } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/** A module's active stations with their active parameters (code and unit), for pickers. */
export async function moduleStations(db: Kysely<Database>, module: ModuleCode) {
  const rows = await db
    .selectFrom('station as st')
    .innerJoin('stationParameter as sp', 'sp.stationId', 'st.id')
    .innerJoin('parameter as p', 'p.code', 'sp.parameterCode')
    .select(['st.id', 'st.name', 'p.code', 'p.unit'])
    .where('st.module', '=', module)
    .where('st.isActive', '=', true)
    .where('sp.isActive', '=', true)
    .orderBy('st.id')
    .orderBy('p.code')
    .execute();
  const byStation = new Map<
    string,
    { id: string; name: string; parameters: { code: string; unit: string }[] }
  >();
  for (const r of rows) {
    const s = byStation.get(r.id) ?? { id: r.id, name: r.name, parameters: [] };
    s.parameters.push({ code: r.code, unit: r.unit });
    byStation.set(r.id, s);
  }
  return [...byStation.values()];
}
