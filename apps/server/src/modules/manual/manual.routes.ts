import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orNotFound } from '../../errors.js';
import { routeOf } from '../../http/route-of.js';
import { framableBySelf } from '../../plugins/security-headers.js';

/**
 * The user manual (spec §2 `/eqmp/app/user_manual`): the PDFs built from docs/manual by the build
 * (`scripts/build-manual.mjs`), read from `dir`, served inline for the page's viewer or as a download.
 * The page frames this answer itself (a `blob:` frame is outside the portal's policy), so the
 * route reads the session cookie too and may be framed by the portal's own pages, and only here.
 */
export const manualRoutes: FastifyPluginAsyncZod<{ dir: string }> = async (app, { dir }) => {
  app.route({
    ...routeOf(API.manualDocument, {
      tags: ['manual'],
      summary: 'One document of the user manual as PDF',
    }),
    config: { sessionCookie: true },
    handler: async (request, reply) => {
      const { language, document } = request.params;
      // Both parts are checked against the declared lists above, so the path cannot leave `dir`.
      const file = orNotFound(
        await readFile(join(dir, language, `${document}.pdf`)).catch(() => null),
      );
      const disposition = request.query.download === '1' ? 'attachment' : 'inline';
      return framableBySelf(reply)
        .type('application/pdf')
        .header(
          'content-disposition',
          `${disposition}; filename="eqmp-manual-${language}-${document}.pdf"`,
        )
        .header('cache-control', 'private, max-age=300')
        .send(file);
    },
  });
};
