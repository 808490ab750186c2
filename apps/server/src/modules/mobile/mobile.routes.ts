import multipart from '@fastify/multipart';
import { API } from '@eqmp/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUploadedFile } from '../../http/uploaded-file.js';
import { signedIn } from '../../plugins/access-control.js';
import type { Actor, DeploymentsService } from './deployments.service.js';
import type { ReadingsEntryService } from './readings-entry.service.js';
import { READINGS_FILE_MAX_BYTES } from './readings-file.js';
import { routeOf } from '../../http/route-of.js';

/** Mobile air (spec §2 form/mcaqm_data_entry): units, deployments, their readings and imports. */
export const mobileRoutes: FastifyPluginAsyncZod<{
  deployments: DeploymentsService;
  entry: ReadingsEntryService;
}> = async (app, { deployments, entry }) => {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, {
      limits: { fileSize: READINGS_FILE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });
  }
  const tags = ['mobile'];
  const actor = (request: FastifyRequest): Actor => ({
    principal: signedIn(request),
    ip: request.ip,
  });

  app.route({
    ...routeOf(API.mobileUnits, {
      tags,
      summary: 'Mobile air units (MCAQM stations) with the parameters each measures',
    }),
    handler: async () => ({ units: await deployments.units() }),
  });

  app.route({
    ...routeOf(API.mobileDeployments, {
      tags,
      summary:
        'Deployments under way at some time of a range (default: the year before and after now)',
    }),
    handler: async (request) => ({ items: await deployments.list(request.query) }),
  });

  app.route({
    ...routeOf(API.mobileDeployment, {
      tags,
      summary: 'One deployment with the count of readings stored in its period',
    }),
    handler: async (request) => deployments.get(Number(request.params.id)),
  });

  app.route({
    ...routeOf(API.mobileCreateDeployment, {
      tags,
      summary: 'Record a deployment of a mobile unit (place, coordinates, period, reason)',
      description: 'Periods of one unit never overlap (409). Audited.',
    }),
    handler: async (request, reply) =>
      reply.code(201).send(await deployments.create(actor(request), request.body)),
  });

  app.route({
    ...routeOf(API.mobileUpdateDeployment, {
      tags,
      summary:
        'Change a deployment (e.g. set its end when the unit leaves); the unit stays the same',
    }),
    handler: async (request) =>
      deployments.update(actor(request), Number(request.params.id), request.body),
  });

  app.route({
    ...routeOf(API.mobileDeploymentReadings, {
      tags,
      summary: "The unit's readings in the deployment's period, one row per time, newest first",
    }),
    handler: async (request) =>
      deployments.readings(Number(request.params.id), request.query.page, request.query.pageSize),
  });

  app.route({
    ...routeOf(API.mobileEnterReadings, {
      tags,
      summary: 'Typed readings of a deployment, stored through ingestion (source manual)',
      description:
        'Rows: date DD/MM/YYYY, time HH:MM (spec §5: 5 characters get :00, longer than 8 are cut, rounded to :00/:30), values per parameter code. Good rows are stored; each bad row is answered with its reason.',
    }),
    handler: async (request) =>
      entry.enter(actor(request), Number(request.params.id), request.body.rows, request.language),
  });

  app.route({
    ...routeOf(API.mobileImportPreview, {
      tags,
      summary: 'Read a readings file (CSV or XLSX) of a deployment and show what would be stored',
      description:
        'multipart/form-data with one file: columns date, time and one per parameter code (e.g. PM10, PM2.5). Nothing is stored until the preview is confirmed; each bad row is listed with its line.',
      consumes: ['multipart/form-data'],
    }),
    bodyLimit: READINGS_FILE_MAX_BYTES + 64 * 1024,

    handler: async (request) => {
      const upload = await readUploadedFile(request, READINGS_FILE_MAX_BYTES, {
        multipart: 'mobile:errors.multipart',
        missing: 'mobile:errors.fileMissing',
        tooLarge: 'mobile:errors.fileTooLarge',
      });
      return entry.preview(actor(request), Number(request.params.id), upload, request.language);
    },
  });

  app.route({
    ...routeOf(API.mobileImportConfirm, {
      tags,
      summary: "Store a preview's good rows through ingestion (source import)",
    }),
    handler: async (request) =>
      entry.confirm(actor(request), Number(request.params.id), request.language),
  });

  app.route({
    ...routeOf(API.mobileImportCancel, {
      tags,
      summary: 'Drop a preview without storing anything',
    }),
    handler: async (request) => entry.cancel(actor(request), Number(request.params.id)),
  });
};
