import type { FastifyPluginAsync } from 'fastify';
import { authRoutes, type AuthRouteDeps } from './auth.routes.js';

/**
 * Sign-in, renewal, logout and password reset. The services are shared (access control checks
 * tokens and sessions, the profile and user administration change passwords), so the
 * application makes them and passes them in.
 */
export const authModule: FastifyPluginAsync<AuthRouteDeps> = async (app, deps) => {
  await app.register(authRoutes, deps);
};
