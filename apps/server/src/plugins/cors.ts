import cors from '@fastify/cors';
import { SOJ_TOKEN_HEADER } from '@eqmp/domain';
import type { FastifyInstance } from 'fastify';

/**
 * Cross-origin calls for a web app served from another host than the API (spec §7: the base host
 * differs per environment; the web app's `VITE_API_BASE`). Only the configured origins
 * (`CORS_ORIGINS`) are answered with CORS headers; with none configured nothing is registered, so
 * no answer carries any. No credentials: every call carries its bearer token (and the SOJ
 * session's token) in a header, never a cookie.
 */
export async function registerCors(
  app: FastifyInstance,
  origins: readonly string[],
): Promise<void> {
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: [...origins],
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'accept-language', SOJ_TOKEN_HEADER],
    // Downloads read their file name; logs are matched by the request id.
    exposedHeaders: ['content-disposition', 'x-request-id'],
    maxAge: 600,
  });
}
