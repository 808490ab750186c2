import { API } from '@eqmp/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptFileUploads, uploadRouteOf } from '../../http/uploaded-file.js';
import { signedIn } from '../../plugins/access-control.js';
import type { Actor, DeploymentsService } from './deployments.service.js';
import type { ReadingsEntryService } from './readings-entry.service.js';
import { READINGS_FILE_MAX_BYTES } from './readings-file.js';
import { routeOf, routesOf } from '../../http/route-of.js';

/** Mobile air (spec §2 form/mcaqm_data_entry): units, deployments, their readings and imports. */
export const mobileRoutes: FastifyPluginAsyncZod<{
  deployments: DeploymentsService;
  entry: ReadingsEntryService;
}> = async (app, { deployments, entry }) => {
  await acceptFileUploads(app, READINGS_FILE_MAX_BYTES, 5);
  const tags = ['mobile'];
  const route = routesOf(app, tags);
  const actor = (request: FastifyRequest): Actor => ({
    principal: signedIn(request),
    ip: request.ip,
  });

  route(
    API.mobileUnits,
    'Mobile air units (MCAQM stations) with the parameters each measures',
    async () => ({ units: await deployments.units() }),
  );

  route(
    API.mobileDeployments,
    'Deployments under way at some time of a range (default: the year before and after now)',
    async (request) => ({ items: await deployments.list(request.query) }),
  );

  route(
    API.mobileDeployment,
    'One deployment with the count of readings stored in its period',
    async (request) => deployments.get(Number(request.params.id)),
  );

  route(
    API.mobileCreateDeployment,
    {
      summary: 'Record a deployment of a mobile unit (place, coordinates, period, reason)',
      description: 'Periods of one unit never overlap (409). Audited.',
    },
    async (request, reply) =>
      reply.code(201).send(await deployments.create(actor(request), request.body)),
  );

  route(
    API.mobileUpdateDeployment,
    'Change a deployment (e.g. set its end when the unit leaves); the unit stays the same',
    async (request) => deployments.update(actor(request), Number(request.params.id), request.body),
  );

  route(
    API.mobileDeploymentReadings,
    "The unit's readings in the deployment's period, one row per time, newest first",
    async (request) =>
      deployments.readings(Number(request.params.id), request.query.page, request.query.pageSize),
  );

  route(
    API.mobileEnterReadings,
    {
      summary: 'Typed readings of a deployment, stored through ingestion (source manual)',
      description:
        'Rows: date DD/MM/YYYY, time HH:MM (spec §5: 5 characters get :00, longer than 8 are cut, rounded to :00/:30), values per parameter code. Good rows are stored; each bad row is answered with its reason.',
    },
    async (request) =>
      entry.enter(actor(request), Number(request.params.id), request.body.rows, request.language),
  );

  app.route(
    uploadRouteOf(
      API.mobileImportPreview,
      {
        tags,
        summary: 'Read a readings file (CSV or XLSX) of a deployment and show what would be stored',
        description:
          'multipart/form-data with one file: columns date, time and one per parameter code (e.g. PM10, PM2.5). Nothing is stored until the preview is confirmed; each bad row is listed with its line.',
      },
      {
        maxBytes: READINGS_FILE_MAX_BYTES,
        messages: {
          multipart: 'mobile:errors.multipart',
          missing: 'mobile:errors.fileMissing',
          tooLarge: 'mobile:errors.fileTooLarge',
        },
      },
      async (request, upload) =>
        entry.preview(actor(request), Number(request.params.id), upload, request.language),
    ),
  );

  app.route({
    ...routeOf(API.mobileImportConfirm, {
      tags,
      summary: "Store a preview's good rows through ingestion (source import)",
    }),
    handler: async (request) =>
      entry.confirm(actor(request), Number(request.params.id), request.language),
  });

  route(API.mobileImportCancel, 'Drop a preview without storing anything', async (request) =>
    entry.cancel(actor(request), Number(request.params.id)),
  );
};
