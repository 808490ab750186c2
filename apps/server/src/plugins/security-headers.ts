import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The Content-Security-Policy the built web app runs under: scripts only from this origin (the
 * Vite build has no inline script), frames only from this origin (the user manual's PDF), no
 * plugins, and no page of the portal framed by any other. Styles allow inline because Ant
 * Design writes its CSS-in-JS into <style> elements at run time; map tiles come through this
 * server's map proxy, so images need only this origin plus data: and blob: (canvas exports).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The policy of a document the portal's own page frames (the user manual's PDF): framed by this
 * origin only, where every other answer may be framed by none. Chrome shows a framed PDF as a
 * plugin document, which the answer's own `object-src` governs, so that one allows this origin.
 */
const FRAMED_DOCUMENT_POLICY = Object.entries({
  ...CONTENT_SECURITY_POLICY,
  objectSrc: ["'self'"],
  frameAncestors: ["'self'"],
})
  .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
  .join('; ');

/** Lets the portal's own page frame this answer (and no other site). */
export function framableBySelf(reply: FastifyReply): FastifyReply {
  return reply
    .header('content-security-policy', FRAMED_DOCUMENT_POLICY)
    .header('x-frame-options', 'SAMEORIGIN');
}

/**
 * Browser security headers on every answer: CSP, nosniff, Referrer-Policy, no framing; HSTS only
 * on answers served over HTTPS (over plain HTTP a browser ignores it and a developer's localhost
 * must not be pinned); and `Cache-Control: no-store` on every API answer that does not set its
 * own caching (sign-in and token answers, and every answer carrying personal data).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    // Pictures may be shown by the web app on a sibling host of the same site (VITE_API_BASE).
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (request.url.startsWith('/api2/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
}
