import { signedIn } from '../../plugins/access-control.js';
import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RecordDeletesService } from './record-deletes.service.js';
import type { RecordSettingsService } from './record-settings.service.js';
import type { RecordsService } from './records.service.js';
import { routeOf } from '../../http/route-of.js';

/** What both kinds of record share: the station picker, delete requests and the per-parameter settings. */
export const recordAdminRoutes: FastifyPluginAsyncZod<{
  records: RecordsService;
  deletes: RecordDeletesService;
  settings: RecordSettingsService;
}> = async (app, { records, deletes, settings }) => {
  const tags = ['records'];
  app.route({
    ...routeOf(API.recordStations, {
      tags,
      summary: "A module's active stations and their parameters",
    }),
    handler: async (request) => records.stations(request.query.module, signedIn(request)),
  });
  app.route({
    ...routeOf(API.recordDeleteRequests, {
      tags,
      summary: "A module's requests to delete records and their outcome, newest first",
    }),
    handler: async (request) => deletes.list(request.query, signedIn(request)),
  });
  app.route({
    ...routeOf(API.recordReviewDeleteRequest, {
      tags,
      summary:
        "Approves (record deleted, the values it marked restored as one change set) or rejects a request; never the requester's own",
    }),
    handler: async (request) =>
      deletes.review(
        request.params.id,
        request.body.decision,
        request.body.note,
        signedIn(request),
      ),
  });
  app.route({
    ...routeOf(API.recordSettings, {
      tags,
      summary: 'Stabilisation buffers and calibration tolerances in force, per parameter',
    }),
    handler: async () => settings.inForce(),
  });
  app.route({
    ...routeOf(API.recordSettingUpdate, {
      tags,
      summary: "A new version of a parameter's (or the default) buffer and tolerance, from now on",
    }),
    handler: async (request) => settings.update(request.body, signedIn(request)),
  });
};
