import { API, EQMP_MODULES, EQMP_REPORT_MAX_BYTES } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAttachment } from '../../http/attachment.js';
import { acceptFileUploads, readUploadedFile } from '../../http/uploaded-file.js';
import type { EqmpReportingService } from './eqmp-reporting.service.js';
import { signedIn } from '../../plugins/access-control.js';
import { routeOf } from '../../http/route-of.js';

const messages = {
  multipart: 'eqmp:errors.multipart',
  missing: 'eqmp:errors.fileMissing',
  tooLarge: 'eqmp:errors.fileTooLarge',
};

/** EQMP report submission (spec §2 `reporting`): one set of routes per module, each with its module's roles. */
export const eqmpReportingRoutes: FastifyPluginAsyncZod<{ eqmp: EqmpReportingService }> = async (
  app,
  { eqmp },
) => {
  const tags = ['eqmp-reporting'];
  await acceptFileUploads(app, EQMP_REPORT_MAX_BYTES, 5);

  for (const module of EQMP_MODULES) {
    app.route({
      ...routeOf(API[`eqmpList${module}`], {
        tags,
        summary: `${module}: the periods of a year with their report, or overdue`,
      }),
      handler: async (request) => eqmp.list(module, request.query.periodType, request.query.year),
    });
    app.route({
      ...routeOf(API[`eqmpDetail${module}`], {
        tags,
        summary: `${module}: a report with its versions and review steps`,
      }),
      handler: async (request) => eqmp.detail(module, request.params.id),
    });
    app.route({
      ...routeOf(API[`eqmpUpload${module}`], {
        tags,
        summary: `${module}: upload a period's report (or a new version while under review or returned)`,
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data with one PDF, DOCX or XLSX file of at most 25 MB, checked by its first bytes',
      }),
      handler: async (request, reply) => {
        const file = await readUploadedFile(request, EQMP_REPORT_MAX_BYTES, messages);
        return reply
          .code(201)
          .send(await eqmp.upload(module, request.query, file, signedIn(request), request.ip));
      },
    });
    app.route({
      ...routeOf(API[`eqmpDownload${module}`], {
        tags,
        summary: `${module}: download a version (the current by default) as an attachment`,
      }),
      handler: async (request, reply) => {
        const { file, fileName, contentType } = await eqmp.open(
          module,
          request.params.id,
          request.query.version,
        );
        return sendAttachment(reply, file, contentType, fileName);
      },
    });
    app.route({
      ...routeOf(API[`eqmpReview${module}`], {
        tags,
        summary: `${module}: submit the report, or return it with remarks`,
      }),
      handler: async (request, reply) => {
        await eqmp.review(module, request.params.id, request.body, signedIn(request), request.ip);
        return reply.code(204).send(null);
      },
    });
    app.route({
      ...routeOf(API[`eqmpRequestDelete${module}`], {
        tags,
        summary: `${module}: ask a reviewer to delete the report`,
      }),
      handler: async (request, reply) => {
        await eqmp.requestDelete(
          module,
          request.params.id,
          request.body.remarks,
          signedIn(request),
          request.ip,
        );
        return reply.code(204).send(null);
      },
    });
    app.route({
      ...routeOf(API[`eqmpDecideDelete${module}`], {
        tags,
        summary: `${module}: approve or refuse a delete request (not by its requester)`,
      }),
      handler: async (request, reply) => {
        await eqmp.decideDelete(
          module,
          request.params.id,
          request.body.approve,
          request.body.remarks || null,
          signedIn(request),
          request.ip,
        );
        return reply.code(204).send(null);
      },
    });
  }
};
