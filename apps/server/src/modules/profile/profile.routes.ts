import { API, confirmEmailBody } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { recordActivity } from '../activity/index.js';
import {
  type AuthService,
  clientOf,
  endUserSessions,
  hashPassword,
  isStrongPassword,
  tickedRoles,
} from '../auth/index.js';
import { signedIn } from '../../plugins/access-control.js';
import type { EmailChangeService } from './email-change.service.js';

const profile = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  organisation: z.string().nullable(),
  userGroup: z.enum(['department', 'other']),
  lastLoginAt: z.date().nullable(),
  ticked: z.array(z.string()),
});

const PROFILE_COLUMNS = [
  'id',
  'username',
  'fullName',
  'email',
  'phone',
  'organisation',
  'userGroup',
  'lastLoginAt',
] as const;

/** The user profile page's calls: details, edit, and change password (current one required). */
export const profileRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  clock: Clock;
  auth: AuthService;
  emailChange: EmailChangeService;
}> = async (app, { db, clock, auth, emailChange }) => {
  const load = async (userId: string) => {
    const user = await db
      .selectFrom('appUser')
      .select(PROFILE_COLUMNS)
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw new AppError('NOT_FOUND');
    return { ...user, ticked: await tickedRoles(db, userId) };
  };

  app.route({
    ...API.me,
    schema: { tags: ['profile'], summary: 'My profile', response: { 200: profile } },
    handler: async (request) => load(signedIn(request).userId),
  });

  app.route({
    ...API.updateMe,
    schema: {
      tags: ['profile'],
      summary: 'Change my details',
      description:
        'A changed `email` needs `currentPassword` and takes effect only once confirmed from the new address (a link is mailed there); the other details change at once.',
      body: z.object({
        fullName: z.string().trim().min(2).max(120),
        email: z.email().max(200),
        phone: z.string().trim().max(40).nullable(),
        organisation: z.string().trim().max(200).nullable(),
        /** Needed only when `email` changes. */
        currentPassword: z.string().min(1).max(200).optional(),
      }),
      response: { 200: profile },
    },
    handler: async (request) => {
      const me = signedIn(request);
      const before = await load(me.userId);
      const { currentPassword, email, ...details } = request.body;
      if (email.toLowerCase() !== before.email.toLowerCase()) {
        await emailChange.request(me, email, currentPassword, request.language, clientOf(request));
      }
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('appUser')
          .set({ ...details, updatedAt: now })
          .where('id', '=', me.userId)
          .execute();
        const { fullName, phone, organisation } = before;
        await recordActivity(trx, {
          actor: me,
          action: 'update',
          entity: 'profile',
          entityId: me.userId,
          at: now,
          ip: request.ip,
          before: { fullName, phone, organisation },
          after: details,
        });
      });
      return load(me.userId);
    },
  });

  app.route({
    ...API.changePassword,
    schema: {
      tags: ['profile'],
      summary: 'Change my password',
      body: z.object({
        currentPassword: z.string().min(1).max(200),
        newPassword: z.string().min(1).max(200),
      }),
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      const me = signedIn(request);
      await auth.verifyCurrentPassword(me, request.body.currentPassword, clientOf(request));
      if (!isStrongPassword(request.body.newPassword)) throw new AppError('PASSWORD_TOO_WEAK');
      const now = clock.now();
      const passwordHash = await hashPassword(request.body.newPassword);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('appUser')
          .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
          .where('id', '=', me.userId)
          .execute();
        // Every other session ends (a stolen token cannot outlive the change); this one goes on.
        await endUserSessions(trx, [me.userId], now, me.sessionId);
        await recordActivity(trx, {
          actor: me,
          action: 'change_password',
          entity: 'profile',
          entityId: me.userId,
          at: now,
          ip: request.ip,
        });
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...API.confirmEmail,
    schema: {
      tags: ['profile'],
      summary: 'Confirm a changed email address with the mailed link',
      body: confirmEmailBody,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await emailChange.confirm(request.body.token, clientOf(request));
      return reply.code(204).send(null);
    },
  });
};
