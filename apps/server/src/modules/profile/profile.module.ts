import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { Mailer } from '../../mail/mailer.js';
import type { AuthService } from '../auth/index.js';
import { createEmailChangeService } from './email-change.service.js';
import { profileRoutes } from './profile.routes.js';
import { createProfileService } from './profile.service.js';

/** The signed-in user's own profile, email address and password. */
export const profileModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: Clock;
  auth: AuthService;
  mailer: Mailer;
  /** Links in emails start here. */
  publicUrl: string;
}> = async (app, { db, clock, auth, mailer, publicUrl }) => {
  const emailChange = createEmailChangeService({ db, clock, auth, mailer, publicUrl });
  await app.register(profileRoutes, {
    profiles: createProfileService({ db, clock, auth, emailChange }),
    emailChange,
  });
};
