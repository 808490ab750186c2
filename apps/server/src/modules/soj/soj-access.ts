import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { Mailer } from '../../mail/mailer.js';
import type { AuthService } from '../auth/index.js';
import { registerSojGuard } from './soj-guard.js';
import { createSojSessionService, type SojSessionService } from './soj-session.service.js';

export interface SojAccessOptions {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly mailer: Mailer;
  /** The shared sign-in service: the identity step counts wrong passwords with it. */
  readonly auth: AuthService;
  readonly sessionMinutes: number;
}

/**
 * The Straits of Johor's second identification, part of the application's access step: its guard
 * covers routes of other modules too (the SOJ map viewer, query options, alert lists), so it is
 * registered on the application itself, before any module and whichever modules are booted.
 * Answers the SOJ sessions the module's identification routes open and end.
 */
export function registerSojAccess(
  app: FastifyInstance,
  options: SojAccessOptions,
): SojSessionService {
  const { db, clock, mailer, auth, sessionMinutes } = options;
  const sessions = createSojSessionService({ db, clock, mailer, auth, ttlMinutes: sessionMinutes });
  registerSojGuard(app, sessions, db);
  return sessions;
}
