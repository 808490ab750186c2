import { signedIn } from '../../plugins/access-control.js';
import {
  API,
  recordDeleteRequest,
  recordDeleteRequestsQuery,
  recordDeleteRequestsResponse,
  recordDeleteReviewBody,
  recordIdParams,
  recordSetting,
  recordSettingBody,
  recordSettingsResponse,
  recordStationsQuery,
  recordStationsResponse,
} from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RecordDeletesService } from './record-deletes.service.js';
import type { RecordSettingsService } from './record-settings.service.js';
import type { RecordsService } from './records.service.js';

/** What both kinds of record share: the station picker, delete requests and the per-parameter settings. */
export const recordAdminRoutes: FastifyPluginAsyncZod<{
  records: RecordsService;
  deletes: RecordDeletesService;
  settings: RecordSettingsService;
}> = async (app, { records, deletes, settings }) => {
  const tags = ['records'];
  app.route({
    ...API.recordStations,
    schema: {
      tags,
      summary: "A module's active stations and their parameters",
      querystring: recordStationsQuery,
      response: { 200: recordStationsResponse },
    },
    handler: async (request) => records.stations(request.query.module, signedIn(request)),
  });
  app.route({
    ...API.recordDeleteRequests,
    schema: {
      tags,
      summary: "A module's requests to delete records and their outcome, newest first",
      querystring: recordDeleteRequestsQuery,
      response: { 200: recordDeleteRequestsResponse },
    },
    handler: async (request) => deletes.list(request.query, signedIn(request)),
  });
  app.route({
    ...API.recordReviewDeleteRequest,
    schema: {
      tags,
      summary:
        "Approves (record deleted, the values it marked restored as one change set) or rejects a request; never the requester's own",
      params: recordIdParams,
      body: recordDeleteReviewBody,
      response: { 200: recordDeleteRequest },
    },
    handler: async (request) =>
      deletes.review(
        request.params.id,
        request.body.decision,
        request.body.note,
        signedIn(request),
      ),
  });
  app.route({
    ...API.recordSettings,
    schema: {
      tags,
      summary: 'Stabilisation buffers and calibration tolerances in force, per parameter',
      response: { 200: recordSettingsResponse },
    },
    handler: async () => settings.inForce(),
  });
  app.route({
    ...API.recordSettingUpdate,
    schema: {
      tags,
      summary: "A new version of a parameter's (or the default) buffer and tolerance, from now on",
      body: recordSettingBody,
      response: { 200: recordSetting },
    },
    handler: async (request) => settings.update(request.body, signedIn(request)),
  });
};
