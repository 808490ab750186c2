import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { OGC_API_ROOT, PAGES, STA_ROOT, type ApiDef, type PageDef } from '@eqmp/domain';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler.js';

/** Paths answered as JSON when unknown: the portal's API and open data (docs/open-data.md). */
const API_PREFIXES = ['/api2', OGC_API_ROOT, STA_ROOT];

/** Matches a request path against the page table; `:name` segments match any one segment. */
function isKnownPage(path: string, pages: readonly PageDef[]): boolean {
  const segments = path.split('/');
  return pages.some((page) => {
    const pattern = page.path.split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === segments[i])
    );
  });
}

/** Whether the API table has `path` under a method other than `method` (then 405, not 404). */
function otherMethodExists(
  table: Readonly<Record<string, ApiDef>>,
  method: string,
  path: string,
): boolean {
  return Object.values(table).some(
    (def) =>
      def.method !== method && new RegExp(`^${def.url.replace(/:[^/]+/g, '[^/]+')}$`).test(path),
  );
}

/**
 * Serves the built web app from the same port as the API. Any path that is not a file gets the
 * app's index.html (history fallback), with status 200 for a page of the table and 404 for an
 * unknown path (the app shows its not-found page either way). Unknown API paths answer JSON.
 */
export async function registerWeb(
  app: FastifyInstance,
  {
    webDist,
    apiTable,
  }: { webDist: string | undefined; apiTable: Readonly<Record<string, ApiDef>> },
): Promise<void> {
  const hasWeb = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: 'index.html',
      // The build writes .br and .gz beside each hashed asset (scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes(`${join(webDist, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
      return otherMethodExists(apiTable, request.method, path)
        ? sendError(request, reply, 'METHOD_NOT_ALLOWED')
        : sendError(request, reply, 'ROUTE_NOT_FOUND');
    }
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply
        .code(isKnownPage(path, PAGES) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .sendFile('index.html');
    }
    return sendError(request, reply, 'ROUTE_NOT_FOUND');
  });
}
