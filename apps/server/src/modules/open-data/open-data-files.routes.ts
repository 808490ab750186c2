import { API, OPEN_DATA_CSV_COLUMNS, OPEN_DATA_FILES_URL, OPEN_DATA_LICENCE } from '@eqmp/domain';
import { translate } from '@eqmp/locales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { orNotFound } from '../../errors.js';
import { routeOf } from '../../http/route-of.js';
import { PUBLIC_DOWNLOAD_CACHE } from '../../plugins/public-snapshots.js';
import { matchesIfNoneMatch, sendCached } from './http-cache.js';
import { OPEN_DATA_CACHE, OPEN_DATA_RATE_LIMIT } from './ogc.routes.js';
import type { OpenDataFiles } from './open-data-files.js';

/** File downloads per minute one address may make (the network files hold a whole module's year). */
export const OPEN_DATA_FILE_RATE_LIMIT = 60;

/** Whether the client's copy, dated `If-Modified-Since`, is as new as the file. */
function notModifiedSince(request: FastifyRequest, builtAt: Date): boolean {
  const since = request.headers['if-modified-since'];
  if (!since || request.headers['if-none-match']) return false;
  const at = Date.parse(since);
  return !Number.isNaN(at) && Math.floor(builtAt.getTime() / 1000) * 1000 <= at;
}

/**
 * The bulk downloads (docs/open-data.md "Bulk downloads"): the index of the files built in the
 * background, with their sizes and the licence, and each gzipped CSV with its SHA-256 as a strong
 * `ETag` (304 for `If-None-Match` or `If-Modified-Since`), cached like the public pages' yearly
 * downloads and open to every origin.
 */
export const openDataFilesRoutes: FastifyPluginAsyncZod<{ files: OpenDataFiles }> = async (
  app,
  { files },
) => {
  const tags = ['open-data'];
  const base = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  app.route({
    ...routeOf(API.openDataFiles, {
      tags,
      summary:
        'Bulk downloads: the station-year and network-year CSV files, with sizes and licence',
    }),
    config: { rateLimit: { max: OPEN_DATA_RATE_LIMIT, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const list = await files.list();
      return sendCached(request, reply, {
        cacheControl: OPEN_DATA_CACHE,
        type: 'application/json',
        body: {
          licence: OPEN_DATA_LICENCE,
          attribution: translate(request.language, 'openData:attribution'),
          columns: [...OPEN_DATA_CSV_COLUMNS],
          files: list.map((f) => ({
            name: f.name,
            kind: f.kind,
            module: f.module,
            stationId: f.stationId,
            stationName: f.stationName,
            year: f.year,
            rows: f.rows,
            sizeBytes: f.sizeBytes,
            sha256: f.sha256,
            builtAt: f.builtAt,
            url: `${base(request)}${OPEN_DATA_FILES_URL}/${encodeURIComponent(f.name)}`,
          })),
        },
      });
    },
  });

  app.route({
    ...routeOf(API.openDataFile, {
      tags,
      summary: 'One bulk download: a gzipped long-format CSV of public values',
      produces: ['application/gzip'],
    }),
    config: { rateLimit: { max: OPEN_DATA_FILE_RATE_LIMIT, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const found = orNotFound(await files.open(request.params.name));
      const { row, file } = found;
      const etag = `"${row.sha256}"`;
      reply
        .header('cache-control', PUBLIC_DOWNLOAD_CACHE)
        .header('etag', etag)
        .header('last-modified', row.builtAt.toUTCString())
        .header('access-control-allow-origin', '*')
        .header('access-control-expose-headers', 'etag, last-modified, content-length')
        .header('cross-origin-resource-policy', 'cross-origin');
      if (
        matchesIfNoneMatch(request.headers['if-none-match'], etag) ||
        notModifiedSince(request, row.builtAt)
      ) {
        if ('destroy' in file.body) file.body.destroy();
        return reply.code(304).send();
      }
      return reply
        .type('application/gzip')
        .header('content-length', String(file.size))
        .header('content-disposition', `attachment; filename="${row.name}"`)
        .send(file.body);
    },
  });
};
