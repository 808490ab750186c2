import { API } from '@eqmp/domain';
import { routeGroup } from '../../http/route-of.js';
import { signedIn } from '../../plugins/access-control.js';
import { clientOf } from '../auth/index.js';
import type { EmailChangeService } from './email-change.service.js';
import type { ProfileService } from './profile.service.js';

/** The user profile page's calls: details, edit, and change password (current one required). */
export const profileRoutes = routeGroup<{
  profiles: ProfileService;
  emailChange: EmailChangeService;
}>(['profile'], (route, { profiles, emailChange }) => {
  route(API.me, 'My profile', async (request) => profiles.load(signedIn(request).userId));

  route(
    API.updateMe,
    {
      summary: 'Change my details',
      description:
        'A changed `email` needs `currentPassword` and takes effect only once confirmed from the new address (a link is mailed there); the other details change at once.',
    },
    async (request) =>
      profiles.update(signedIn(request), request.body, request.language, clientOf(request)),
  );

  route(
    API.updateMyDigest,
    {
      summary: 'Switch my daily digest mail on or off',
      description:
        'When on, the work waiting for the user (as Home lists it) is mailed to them once a day at 08:00 Malaysia time, in the language of this request.',
    },
    async (request) =>
      profiles.setDigest(
        signedIn(request),
        request.body.dailyDigest,
        request.language,
        clientOf(request),
      ),
  );

  route(API.changePassword, 'Change my password', async (request, reply) => {
    const { currentPassword, newPassword } = request.body;
    await profiles.changePassword(
      signedIn(request),
      currentPassword,
      newPassword,
      clientOf(request),
    );
    return reply.code(204).send(null);
  });

  route(
    API.confirmEmail,
    'Confirm a changed email address with the mailed link',
    async (request, reply) => {
      await emailChange.confirm(request.body.token, clientOf(request));
      return reply.code(204).send(null);
    },
  );
});
