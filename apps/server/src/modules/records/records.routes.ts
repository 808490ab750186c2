import { signedIn } from '../../plugins/access-control.js';
import { API, RECORD_KINDS } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import type { RecordDeletesService } from './record-deletes.service.js';
import type { RecordsService } from './records.service.js';

/** Maintenance and calibration records (spec §2): list, detail, the form, and asking to delete one. */
export const recordsRoutes: FastifyPluginAsyncZod<{
  records: RecordsService;
  deletes: RecordDeletesService;
}> = async (app, { records, deletes }) => {
  const tags = ['records'];
  for (const kind of RECORD_KINDS) {
    app.route({
      ...routeOf(API[`${kind}RecordList`], {
        tags,
        summary: `A module's ${kind} records whose window overlaps the period, newest first`,
      }),
      handler: async (request) => records.list(kind, request.query, signedIn(request)),
    });
    app.route({
      ...routeOf(API[`${kind}RecordDetail`], {
        tags,
        summary: `A ${kind} record with its parameters, marked values, points, files and delete requests`,
      }),
      handler: async (request) => records.detail(kind, request.params.id, signedIn(request)),
    });
    app.route({
      ...routeOf(API[`${kind}RecordCreate`], {
        tags,
        summary: `Records a ${kind} window; its values (plus each parameter's buffer) are marked −99 as one change set`,
      }),
      handler: async (request) => records.save(kind, request.body, signedIn(request)),
    });
    app.route({
      ...routeOf(API[`${kind}RecordUpdate`], {
        tags,
        summary: `Edits a ${kind} record; the values of its old and new windows are re-derived`,
      }),
      handler: async (request) =>
        records.save(kind, request.body, signedIn(request), request.params.id),
    });
    app.route({
      ...routeOf(API[`${kind}RecordRequestDelete`], {
        tags,
        summary: `Asks for a ${kind} record to be deleted; another officer decides`,
      }),
      handler: async (request) =>
        deletes.request(kind, request.params.id, request.body.reason, signedIn(request)),
    });
  }
};
