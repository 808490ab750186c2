import { API, functionTree, isRoleName } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { recordActivity } from '../activity/index.js';
import { endUserSessions } from '../auth/index.js';

const idParams = z.object({ id: z.uuid() });
const roleBody = z.object({
  name: z.string().trim().min(2).max(80),
  description: z.string().trim().max(400).default(''),
  functions: z.array(z.string()).max(2000),
});
const role = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  functions: z.array(z.string()),
  userCount: z.number(),
});

/** System Administration: role_list, add_role and function_ierarchy. */
export const roleAdminRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  clock: Clock;
}> = async (app, { db, clock }) => {
  const tags = ['admin'];

  async function load(id?: string) {
    let q = db
      .selectFrom('roleTemplate')
      .select((eb) => [
        'roleTemplate.id',
        'roleTemplate.name',
        'roleTemplate.description',
        eb
          .selectFrom('roleTemplateFunction')
          .select(sql<string[]>`coalesce(array_agg(role_name order by role_name), '{}')`.as('f'))
          .whereRef('roleTemplateFunction.templateId', '=', 'roleTemplate.id')
          .as('functions'),
        eb
          .selectFrom('userRoleTemplate')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('userRoleTemplate.templateId', '=', 'roleTemplate.id')
          .as('userCount'),
      ])
      .orderBy('roleTemplate.name');
    if (id) q = q.where('roleTemplate.id', '=', id);
    const rows = await q.execute();
    return rows.map((r) => ({ ...r, functions: r.functions ?? [], userCount: r.userCount ?? 0 }));
  }

  async function one(id: string) {
    const [found] = await load(id);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  async function checkBody(body: z.infer<typeof roleBody>, exceptId?: string) {
    if (!body.functions.every(isRoleName)) throw new AppError('ROLE_UNKNOWN');
    let q = db
      .selectFrom('roleTemplate')
      .select('id')
      .where(sql<string>`lower(name)`, '=', body.name.toLowerCase());
    if (exceptId) q = q.where('id', '!=', exceptId);
    if (await q.executeTakeFirst()) throw new AppError('NAME_TAKEN');
  }

  /** Ends the sessions of every user holding a template whose functions change (their tokens carry the old roles). */
  async function endHoldersSessions(trx: Kysely<Database>, templateId: string) {
    const holders = await trx
      .selectFrom('userRoleTemplate')
      .select('userId')
      .where('templateId', '=', templateId)
      .execute();
    await endUserSessions(
      trx,
      holders.map((h) => h.userId),
      clock.now(),
    );
  }

  async function setFunctions(
    trx: Kysely<Database>,
    templateId: string,
    functions: readonly string[],
  ) {
    await trx.deleteFrom('roleTemplateFunction').where('templateId', '=', templateId).execute();
    if (functions.length > 0) {
      await trx
        .insertInto('roleTemplateFunction')
        .values([...new Set(functions)].map((roleName) => ({ templateId, roleName })))
        .execute();
    }
  }

  app.route({
    ...API.adminRoles,
    schema: { tags, summary: 'Role templates', response: { 200: z.array(role) } },
    handler: async () => load(),
  });

  app.route({
    ...API.adminRole,
    schema: { tags, summary: 'One role template', params: idParams, response: { 200: role } },
    handler: async (request) => one(request.params.id),
  });

  app.route({
    ...API.adminCreateRole,
    schema: { tags, summary: 'Add a role template', body: roleBody, response: { 201: role } },
    handler: async (request, reply) => {
      await checkBody(request.body);
      const { functions, ...details } = request.body;
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('roleTemplate')
          .values(details)
          .returning('id')
          .executeTakeFirstOrThrow();
        await setFunctions(trx, row.id, functions);
        await recordActivity(trx, {
          actor: request.principal,
          action: 'create',
          entity: 'role_template',
          entityId: row.id,
          after: request.body,
          at: clock.now(),
          ip: request.ip,
        });
        return row.id;
      });
      return reply.code(201).send(await one(id));
    },
  });

  app.route({
    ...API.adminUpdateRole,
    schema: {
      tags,
      summary: 'Change a role template',
      params: idParams,
      body: roleBody,
      response: { 200: role },
    },
    handler: async (request) => {
      const before = await one(request.params.id);
      await checkBody(request.body, request.params.id);
      const { functions, ...details } = request.body;
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('roleTemplate')
          .set({ ...details, updatedAt: clock.now() })
          .where('id', '=', request.params.id)
          .execute();
        await setFunctions(trx, request.params.id, functions);
        if ([...before.functions].sort().join('\n') !== [...new Set(functions)].sort().join('\n'))
          await endHoldersSessions(trx, request.params.id);
        await recordActivity(trx, {
          actor: request.principal,
          action: 'update',
          entity: 'role_template',
          entityId: request.params.id,
          before,
          after: request.body,
          at: clock.now(),
          ip: request.ip,
        });
      });
      return one(request.params.id);
    },
  });

  app.route({
    ...API.adminDeleteRole,
    schema: {
      tags,
      summary: 'Remove a role template',
      params: idParams,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      const before = await one(request.params.id);
      await db.transaction().execute(async (trx) => {
        await endHoldersSessions(trx, request.params.id);
        await trx.deleteFrom('roleTemplate').where('id', '=', request.params.id).execute();
        await recordActivity(trx, {
          actor: request.principal,
          action: 'delete',
          entity: 'role_template',
          entityId: request.params.id,
          before,
          at: clock.now(),
          ip: request.ip,
        });
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...API.adminFunctions,
    schema: {
      tags,
      summary: 'The function hierarchy with the admin grouping',
      response: {
        200: z.object({
          tree: z.array(z.any()),
          grouping: z.array(
            z.object({ roleName: z.string(), groupLabel: z.string(), sortOrder: z.number() }),
          ),
        }),
      },
    },
    handler: async () => ({
      tree: functionTree(),
      grouping: await db
        .selectFrom('functionGrouping')
        .select(['roleName', 'groupLabel', 'sortOrder'])
        .orderBy('sortOrder')
        .execute(),
    }),
  });

  app.route({
    ...API.adminUpdateFunctionGrouping,
    schema: {
      tags,
      summary: 'Regroup or relabel functions (never new role names)',
      body: z.object({
        grouping: z
          .array(
            z.object({
              roleName: z.string(),
              groupLabel: z.string().trim().min(1).max(80),
              sortOrder: z.number().int().min(0).max(100_000),
            }),
          )
          .max(5000),
      }),
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      if (!request.body.grouping.every((g) => isRoleName(g.roleName)))
        throw new AppError('ROLE_UNKNOWN');
      const before = await db
        .selectFrom('functionGrouping')
        .select(['roleName', 'groupLabel', 'sortOrder'])
        .execute();
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('functionGrouping').execute();
        if (request.body.grouping.length > 0) {
          await trx
            .insertInto('functionGrouping')
            .values(request.body.grouping.map((g) => ({ ...g, updatedAt: clock.now() })))
            .execute();
        }
        await recordActivity(trx, {
          actor: request.principal,
          action: 'update',
          entity: 'function_grouping',
          before: { grouping: before },
          after: request.body,
          at: clock.now(),
          ip: request.ip,
        });
      });
      return reply.code(204).send(null);
    },
  });
};
