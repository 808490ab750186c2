import { API, type ApiDef } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { recordActivity } from '../activity/index.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const code = z.string().trim().min(1).max(20);
const name = z.string().trim().min(2).max(100);

type Table = 'region' | 'state';

/** Region and state administration: the same list/add/change/remove on two small tables. */
export const geographyAdminRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  clock: Clock;
}> = async (app, { db, clock }) => {
  const tags = ['admin'];

  function crud<B extends z.ZodObject>(
    table: Table,
    routes: { list: ApiDef; create: ApiDef; update: ApiDef; remove: ApiDef },
    body: B,
    row: z.ZodObject,
    list: () => Promise<Record<string, unknown>[]>,
  ) {
    const find = async (id: number) => {
      const found = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
      if (!found) throw new AppError('NOT_FOUND');
      return found;
    };
    const unique = async (values: Record<string, unknown>, exceptId?: number) => {
      let q = db
        .selectFrom(table)
        .select('id')
        .where((eb) =>
          eb.or([
            eb(sql<string>`lower(code)`, '=', String(values.code).toLowerCase()),
            eb(sql<string>`lower(name)`, '=', String(values.name).toLowerCase()),
          ]),
        );
      if (exceptId) q = q.where('id', '!=', exceptId);
      if (await q.executeTakeFirst()) throw new AppError('NAME_TAKEN');
    };

    app.route({ ...routes.list, schema: { tags, response: { 200: z.array(row) } }, handler: list });

    app.route({
      ...routes.create,
      schema: { tags, body, response: { 201: row } },
      handler: async (request, reply) => {
        const values = request.body as Record<string, unknown>;
        await unique(values);
        const created = await db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto(table)
            .values(values as never)
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordActivity(trx, {
            actor: request.principal,
            action: 'create',
            entity: table,
            entityId: inserted.id,
            after: values,
            at: clock.now(),
            ip: request.ip,
          });
          return inserted;
        });
        return reply.code(201).send(created);
      },
    });

    app.route({
      ...routes.update,
      schema: { tags, params: idParams, body, response: { 200: row } },
      handler: async (request) => {
        const { id } = request.params;
        const values = request.body as Record<string, unknown>;
        const before = await find(id);
        await unique(values, id);
        return db.transaction().execute(async (trx) => {
          const updated = await trx
            .updateTable(table)
            .set({ ...values, updatedAt: clock.now() } as never)
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordActivity(trx, {
            actor: request.principal,
            action: 'update',
            entity: table,
            entityId: id,
            before,
            after: values,
            at: clock.now(),
            ip: request.ip,
          });
          return updated;
        });
      },
    });

    app.route({
      ...routes.remove,
      schema: { tags, params: idParams, response: { 204: z.null() } },
      handler: async (request, reply) => {
        const { id } = request.params;
        const before = await find(id);
        await db.transaction().execute(async (trx) => {
          await trx.deleteFrom(table).where('id', '=', id).execute();
          await recordActivity(trx, {
            actor: request.principal,
            action: 'delete',
            entity: table,
            entityId: id,
            before,
            at: clock.now(),
            ip: request.ip,
          });
        });
        return reply.code(204).send(null);
      },
    });
  }

  const stamps = { createdAt: z.date(), updatedAt: z.date() };
  crud(
    'region',
    {
      list: API.adminRegions,
      create: API.adminCreateRegion,
      update: API.adminUpdateRegion,
      remove: API.adminDeleteRegion,
    },
    z.object({ code, name }),
    z.object({ id: z.number(), code: z.string(), name: z.string(), ...stamps }),
    () => db.selectFrom('region').selectAll().orderBy('name').execute(),
  );
  crud(
    'state',
    {
      list: API.adminStates,
      create: API.adminCreateState,
      update: API.adminUpdateState,
      remove: API.adminDeleteState,
    },
    z.object({ code, name, regionId: z.number().int().positive().nullable().default(null) }),
    z.object({
      id: z.number(),
      code: z.string(),
      name: z.string(),
      regionId: z.number().nullable(),
      ...stamps,
    }),
    () => db.selectFrom('state').selectAll().orderBy('name').execute(),
  );
};
