import type { ModuleCode } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { createQaqcRepository } from './qaqc.repository.js';

/** A module's active stations with their active parameters (code and unit), for pickers. */
export async function moduleStations(db: Kysely<Database>, module: ModuleCode) {
  const rows = await createQaqcRepository(db).moduleStationParameters(module);
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
