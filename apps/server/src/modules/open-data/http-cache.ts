import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The ETag of an answer's body: a hash of its bytes, so equal answers share it. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether the client's `If-None-Match` names this ETag (weak or strong, or `*`). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Sends a public answer any client may cache and share: Cache-Control, an ETag of the body, 304
 * when the client already holds it, and CORS open to every origin (public data, no credentials,
 * so web maps on other sites can read it).
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, type, cacheControl }: { body: unknown; type: string; cacheControl: string },
) {
  const text = JSON.stringify(body);
  const etag = etagOf(text);
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('vary', 'Accept-Language')
    .header('access-control-allow-origin', '*')
    .header('access-control-expose-headers', 'etag')
    .header('cross-origin-resource-policy', 'cross-origin');
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(type).send(text);
}
