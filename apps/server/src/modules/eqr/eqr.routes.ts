import { API, EQR_MODULES } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock.js';
import { sendAttachment } from '../../http/attachment.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { recordActivity } from '../activity/index.js';
import { EQR_CONTENT_TYPES, exportEqr } from './eqr-export.js';
import { createEqrService } from './eqr.service.js';
import { signedIn } from '../../plugins/access-control.js';
import { routeOf } from '../../http/route-of.js';

/** The EQR chapter per module (spec §2 `eqr_reporting`), on the page and as XLSX, PDF or DOCX. */
export const eqrRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const eqr = createEqrService({ db, clock });
  const tags = ['eqr'];
  for (const module of EQR_MODULES) {
    app.route({
      ...routeOf(API[`eqr${module}`], {
        tags,
        summary: `${module}: the year's EQR tables and the data level they rest on`,
      }),
      handler: async (request) => eqr.compile(module, request.query.year, request.language),
    });
    app.route({
      ...routeOf(API[`eqrExport${module}`], {
        tags,
        summary: `${module}: the year's EQR tables as XLSX, PDF or an editable DOCX`,
      }),
      handler: async (request, reply) => {
        const { year, format } = request.query;
        const data = await exportEqr(
          await eqr.compile(module, year, request.language),
          format,
          request.language,
        );
        await recordActivity(db, {
          actor: signedIn(request),
          action: 'export',
          entity: 'eqr',
          entityId: `${module}-${year}`,
          after: { format },
          ip: request.ip,
          at: clock.now(),
        });
        return sendAttachment(
          reply,
          { body: data, size: data.length },
          EQR_CONTENT_TYPES[format],
          `eqr-${module.toLowerCase()}-${year}.${format}`,
        );
      },
    });
  }
};
