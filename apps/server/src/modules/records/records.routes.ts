import { signedIn } from '../../plugins/access-control.js';
import {
  API,
  calibrationRecordBody,
  maintenanceRecordBody,
  RECORD_KINDS,
  recordDeleteRequest,
  recordDeleteRequestBody,
  recordDetail,
  recordIdParams,
  recordListQuery,
  recordListResponse,
  recordSaveResponse,
} from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RecordDeletesService } from './record-deletes.service.js';
import type { RecordsService } from './records.service.js';

/** Maintenance and calibration records (spec §2): list, detail, the form, and asking to delete one. */
export const recordsRoutes: FastifyPluginAsyncZod<{
  records: RecordsService;
  deletes: RecordDeletesService;
}> = async (app, { records, deletes }) => {
  const tags = ['records'];
  for (const kind of RECORD_KINDS) {
    const body = kind === 'maintenance' ? maintenanceRecordBody : calibrationRecordBody;
    app.route({
      ...API[`${kind}RecordList`],
      schema: {
        tags,
        summary: `A module's ${kind} records whose window overlaps the period, newest first`,
        querystring: recordListQuery,
        response: { 200: recordListResponse },
      },
      handler: async (request) => records.list(kind, request.query, signedIn(request)),
    });
    app.route({
      ...API[`${kind}RecordDetail`],
      schema: {
        tags,
        summary: `A ${kind} record with its parameters, marked values, points, files and delete requests`,
        params: recordIdParams,
        response: { 200: recordDetail },
      },
      handler: async (request) => records.detail(kind, request.params.id, signedIn(request)),
    });
    app.route({
      ...API[`${kind}RecordCreate`],
      schema: {
        tags,
        summary: `Records a ${kind} window; its values (plus each parameter's buffer) are marked −99 as one change set`,
        body,
        response: { 200: recordSaveResponse },
      },
      handler: async (request) => records.save(kind, request.body, signedIn(request)),
    });
    app.route({
      ...API[`${kind}RecordUpdate`],
      schema: {
        tags,
        summary: `Edits a ${kind} record; the values of its old and new windows are re-derived`,
        params: recordIdParams,
        body,
        response: { 200: recordSaveResponse },
      },
      handler: async (request) =>
        records.save(kind, request.body, signedIn(request), request.params.id),
    });
    app.route({
      ...API[`${kind}RecordRequestDelete`],
      schema: {
        tags,
        summary: `Asks for a ${kind} record to be deleted; another officer decides`,
        params: recordIdParams,
        body: recordDeleteRequestBody,
        response: { 200: recordDeleteRequest },
      },
      handler: async (request) =>
        deletes.request(kind, request.params.id, request.body.reason, signedIn(request)),
    });
  }
};
