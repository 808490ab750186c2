import { API, MAX_PHOTO_BYTES } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadRouteOf } from '../../http/uploaded-file.js';
import { signedIn } from '../../plugins/access-control.js';
import type { MonitoringService } from './monitoring.service.js';
import type { PhotosService } from './photos.service.js';
import type { SamplesService } from './samples.service.js';
import type { SchedulesService } from './schedules.service.js';
import { routeOf, routesOf } from '../../http/route-of.js';

const tags = ['sampling'];

/** Plans, progress, sample tracking, the visit's record, custody moves and field photos. */
export const samplesRoutes: FastifyPluginAsyncZod<{
  schedules: SchedulesService;
  samples: SamplesService;
  photos: PhotosService;
  monitoring: MonitoringService;
}> = async (app, { schedules, samples, photos, monitoring }) => {
  const route = routesOf(app, tags);
  route(
    API.samplingStations,
    "A manual module's stations and their parameters (in situ or lab)",
    async (request) => monitoring.stations(request.query.module, signedIn(request)),
  );

  route(API.samplingSchedules, 'Sampling plans of a manual module', async (request) =>
    schedules.list(request.query, signedIn(request)),
  );

  route(
    API.samplingCreateSchedule,
    'Plans visits of a station: frequency, period (DD/MM/YYYY) and team',
    async (request) => schedules.create(request.body, signedIn(request)),
  );

  route(
    API.samplingProgress,
    'Progress against plan of a year: per month and state, and per station',
    async (request) => schedules.progress(request.query, signedIn(request)),
  );

  route(
    API.samplingSamples,
    'Samples filtered by state, station, programme and date',
    async (request) => samples.list(request.query, signedIn(request)),
  );

  route(
    API.samplingSample,
    'One sample: its steps with who and when, results, photos and index',
    async (request) => samples.detail(Number(request.params.id), signedIn(request)),
  );

  route(
    API.samplingMissed,
    'A planned visit that did not happen: not collected (AF) with its reason',
    async (request) => {
      await schedules.missed(Number(request.params.id), request.body.reason, signedIn(request));
      return { ok: true as const };
    },
  );

  route(
    API.samplingField,
    "The field team's record of a visit: date DD/MM/YYYY and time (spec §5 rules), weather, observations, in-situ readings",
    async (request) => samples.field(Number(request.params.id), request.body, signedIn(request)),
  );

  route(
    API.samplingMove,
    'One custody move of a sample (receipt, analysis, rejection, return to the lab, invalidation)',
    async (request) => samples.move(Number(request.params.id), request.body, signedIn(request)),
  );

  app.route(
    uploadRouteOf(
      API.samplingPhotoUpload,
      {
        tags,
        summary: 'A field photo of a sample (JPEG, PNG or WebP by its bytes, at most 5 MB)',
      },
      {
        maxBytes: MAX_PHOTO_BYTES,
        messages: {
          multipart: 'sampling:photo.multipart',
          missing: 'sampling:photo.missing',
          tooLarge: 'sampling:photo.tooLarge',
        },
      },
      async (request, upload) =>
        photos.upload(Number(request.params.id), upload, signedIn(request)),
    ),
  );

  app.route({
    ...routeOf(API.samplingPhoto, { tags, summary: 'A field photo' }),
    handler: async (request, reply) => {
      const photo = await photos.read(Number(request.params.id), signedIn(request));
      return reply
        .type(photo.contentType)
        .header('content-disposition', `inline; filename="${photo.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(photo.body);
    },
  });
};
