import {
  API,
  confirmEmailBody,
  digestBody,
  passwordChangeBody,
  profileResponse,
  profileUpdateBody,
} from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/access-control.js';
import { clientOf } from '../auth/index.js';
import type { EmailChangeService } from './email-change.service.js';
import type { ProfileService } from './profile.service.js';

/** The user profile page's calls: details, edit, and change password (current one required). */
export const profileRoutes: FastifyPluginAsyncZod<{
  profiles: ProfileService;
  emailChange: EmailChangeService;
}> = async (app, { profiles, emailChange }) => {
  app.route({
    ...API.me,
    schema: { tags: ['profile'], summary: 'My profile', response: { 200: profileResponse } },
    handler: async (request) => profiles.load(signedIn(request).userId),
  });

  app.route({
    ...API.updateMe,
    schema: {
      tags: ['profile'],
      summary: 'Change my details',
      description:
        'A changed `email` needs `currentPassword` and takes effect only once confirmed from the new address (a link is mailed there); the other details change at once.',
      body: profileUpdateBody,
      response: { 200: profileResponse },
    },
    handler: async (request) =>
      profiles.update(signedIn(request), request.body, request.language, clientOf(request)),
  });

  app.route({
    ...API.updateMyDigest,
    schema: {
      tags: ['profile'],
      summary: 'Switch my daily digest mail on or off',
      description:
        'When on, the work waiting for the user (as Home lists it) is mailed to them once a day at 08:00 Malaysia time, in the language of this request.',
      body: digestBody,
      response: { 200: profileResponse },
    },
    handler: async (request) =>
      profiles.setDigest(
        signedIn(request),
        request.body.dailyDigest,
        request.language,
        clientOf(request),
      ),
  });

  app.route({
    ...API.changePassword,
    schema: {
      tags: ['profile'],
      summary: 'Change my password',
      body: passwordChangeBody,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      await profiles.changePassword(
        signedIn(request),
        currentPassword,
        newPassword,
        clientOf(request),
      );
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
