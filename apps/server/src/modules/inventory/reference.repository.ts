import type { ModuleCode } from '@eqmp/domain';
import { moduleIn } from '../../http/module-scope.js';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/** SQL of the pickers: short lists of states, districts, basins, rivers, stations and parameters. */
export function createReferenceRepository(db: Kysely<Database>) {
  return {
    states: () => db.selectFrom('state').select(['id', 'code', 'name']).orderBy('name').execute(),

    districts: (stateId: number | undefined) =>
      db
        .selectFrom('district')
        .select(['id', 'stateId', 'name'])
        .$if(stateId !== undefined, (q) => q.where('stateId', '=', stateId!))
        .orderBy('name')
        .execute(),

    basins: (stateId: number | undefined) =>
      db
        .selectFrom('basin')
        .select(['basin.id', 'basin.name'])
        .$if(stateId !== undefined, (q) =>
          q.where((eb) =>
            eb.exists(
              eb
                .selectFrom('basinState')
                .select('basinState.basinId')
                .whereRef('basinState.basinId', '=', 'basin.id')
                .where('basinState.stateId', '=', stateId!),
            ),
          ),
        )
        .orderBy('basin.name')
        .execute(),

    rivers: (basinId: number | undefined) =>
      db
        .selectFrom('river')
        .select(['id', 'basinId', 'name'])
        .$if(basinId !== undefined, (q) => q.where('basinId', '=', basinId!))
        .orderBy('name')
        .execute(),

    stations: (module: ModuleCode | undefined, modules: readonly ModuleCode[]) =>
      db
        .selectFrom('station')
        .select(['id', 'name', 'module', 'isActive'])
        .where(moduleIn(sql.ref('module'), modules))
        .$if(module !== undefined, (q) => q.where('module', '=', module!))
        .orderBy('id')
        .execute(),

    parameters: () =>
      db
        .selectFrom('parameter')
        .select(['code', 'medium', 'nameEn', 'nameMs', 'unit', 'isActive'])
        .orderBy('medium')
        .orderBy('code')
        .execute(),
  };
}
