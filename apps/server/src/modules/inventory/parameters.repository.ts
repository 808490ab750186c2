import { type ParameterListQuery } from '@eqmp/domain';
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { pageWithTotal, withSearch } from '../../http/paging.js';

/** SQL of the parameter catalogue, with how many stations measure each parameter. */
export function createParametersRepository(db: Kysely<Database>) {
  const base = () =>
    db
      .selectFrom('parameter')
      .selectAll('parameter')
      .select((eb) =>
        eb
          .selectFrom('stationParameter')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('stationParameter.parameterCode', '=', 'parameter.code')
          .as('stationCount'),
      );

  return {
    async list(query: ParameterListQuery) {
      const { items, total } = await pageWithTotal(
        withSearch(
          base(),
          ['parameter.code', 'parameter.nameEn', 'parameter.nameMs', 'parameter.unit'],
          query.search,
        )
          .$if(query.medium !== undefined, (qb) => qb.where('parameter.medium', '=', query.medium!))
          .$if(query.active !== undefined, (qb) =>
            qb.where('parameter.isActive', '=', query.active === 'true'),
          ),
        query,
        (q) => q.orderBy('parameter.medium').orderBy('parameter.code'),
      );
      return { items: items.map((p) => ({ ...p, stationCount: p.stationCount ?? 0 })), total };
    },

    async findByCode(code: string) {
      const found = await base().where('parameter.code', '=', code).executeTakeFirst();
      return found && { ...found, stationCount: found.stationCount ?? 0 };
    },

    async codeExists(code: string) {
      return (
        (await db
          .selectFrom('parameter')
          .select('code')
          .where(sql<string>`upper(code)`, '=', code.toUpperCase())
          .executeTakeFirst()) !== undefined
      );
    },

    async insert(trx: Kysely<Database>, parameter: Insertable<Database['parameter']>) {
      await trx.insertInto('parameter').values(parameter).execute();
    },

    /** Changes a parameter's columns and its time of change. */
    async update(
      trx: Kysely<Database>,
      code: string,
      changes: Updateable<Database['parameter']>,
      at: Date,
    ) {
      await trx
        .updateTable('parameter')
        .set({ ...changes, updatedAt: at })
        .where('code', '=', code)
        .execute();
    },
  };
}
