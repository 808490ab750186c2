import { API } from '@eqmp/domain';
import { translate } from '@eqmp/locales';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import type { AuthService, ClientInfo } from './auth.service.js';
import type { CaptchaService } from './captcha.js';
import type { createPasswordResetService } from './password-reset.service.js';
import { bearerToken } from './tokens.js';

export interface AuthRouteDeps {
  readonly auth: AuthService;
  readonly captcha: CaptchaService;
  readonly reset: ReturnType<typeof createPasswordResetService>;
  /** Base of reset links; from configuration only, never from the request's Host or X-Forwarded-Host. */
  readonly publicUrl: string;
  readonly rateLimitPerMinute: number;
  readonly helpdesk: { readonly email: string; readonly phone: string };
}

export function clientOf(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip ?? null,
    userAgent: typeof agent === 'string' ? agent.slice(0, 400) : null,
  };
}

/** Spec §7 sign-in calls, password reset, and the public helpdesk contact. */
export const authRoutes: FastifyPluginAsyncZod<AuthRouteDeps> = async (app, deps) => {
  const limited = { rateLimit: { max: deps.rateLimitPerMinute, timeWindow: 60_000 } };
  const resetLink = (token: string) => `${deps.publicUrl}/reset-password?token=${token}`;

  app.route({
    ...routeOf(API.login, { tags: ['auth'], summary: 'Sign in' }),
    config: limited,
    handler: async (request) =>
      deps.auth.login(request.body.username, request.body.password, clientOf(request)),
  });

  app.route({
    ...routeOf(API.renewJwt, {
      tags: ['auth'],
      summary: 'Renew the bearer token; answers the ticked role names',
    }),
    handler: async (request) =>
      deps.auth.renew(bearerToken(request.headers.authorization), clientOf(request)),
  });

  app.route({
    ...routeOf(API.logout, { tags: ['auth'], summary: 'End the session of the bearer token' }),
    handler: async (request, reply) => {
      await deps.auth.logout(bearerToken(request.headers.authorization), clientOf(request));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(API.captcha, {
      tags: ['auth'],
      summary: 'A new robot check: a proof-of-work challenge and its difficulty',
    }),
    config: limited,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.captcha.create();
    },
  });

  app.route({
    ...routeOf(API.forgotPassword, {
      tags: ['auth'],
      summary: 'Ask for a password reset (email and the robot check)',
    }),
    config: limited,
    handler: async (request) => {
      const outcome = await deps.reset.request(
        request.body,
        resetLink,
        request.language,
        clientOf(request),
      );
      const message =
        outcome === 'helpdesk'
          ? translate(request.language, 'auth:forgot.helpdesk', deps.helpdesk)
          : translate(request.language, 'auth:forgot.sent');
      return { outcome, message };
    },
  });

  app.route({
    ...routeOf(API.resetPassword, {
      tags: ['auth'],
      summary: 'Set a new password with a reset link token',
    }),
    config: limited,
    handler: async (request, reply) => {
      await deps.reset.reset(request.body.token, request.body.password, clientOf(request));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(API.contact, { tags: ['public'], summary: 'Helpdesk contact details' }),
    handler: async () => deps.helpdesk,
  });
};
