import { API, MAX_PHOTO_BYTES } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUploadedFile } from '../../http/uploaded-file.js';
import { signedIn } from '../../plugins/access-control.js';
import type { MonitoringService } from './monitoring.service.js';
import type { PhotosService } from './photos.service.js';
import type { SamplesService } from './samples.service.js';
import type { SchedulesService } from './schedules.service.js';
import { routeOf } from '../../http/route-of.js';

const tags = ['sampling'];

/** Plans, progress, sample tracking, the visit's record, custody moves and field photos. */
export const samplesRoutes: FastifyPluginAsyncZod<{
  schedules: SchedulesService;
  samples: SamplesService;
  photos: PhotosService;
  monitoring: MonitoringService;
}> = async (app, { schedules, samples, photos, monitoring }) => {
  app.route({
    ...routeOf(API.samplingStations, {
      tags,
      summary: "A manual module's stations and their parameters (in situ or lab)",
    }),
    handler: async (request) => monitoring.stations(request.query.module, signedIn(request)),
  });

  app.route({
    ...routeOf(API.samplingSchedules, { tags, summary: 'Sampling plans of a manual module' }),
    handler: async (request) => schedules.list(request.query, signedIn(request)),
  });

  app.route({
    ...routeOf(API.samplingCreateSchedule, {
      tags,
      summary: 'Plans visits of a station: frequency, period (DD/MM/YYYY) and team',
    }),
    handler: async (request) => schedules.create(request.body, signedIn(request)),
  });

  app.route({
    ...routeOf(API.samplingProgress, {
      tags,
      summary: 'Progress against plan of a year: per month and state, and per station',
    }),
    handler: async (request) => schedules.progress(request.query, signedIn(request)),
  });

  app.route({
    ...routeOf(API.samplingSamples, {
      tags,
      summary: 'Samples filtered by state, station, programme and date',
    }),
    handler: async (request) => samples.list(request.query, signedIn(request)),
  });

  app.route({
    ...routeOf(API.samplingSample, {
      tags,
      summary: 'One sample: its steps with who and when, results, photos and index',
    }),
    handler: async (request) => samples.detail(Number(request.params.id), signedIn(request)),
  });

  app.route({
    ...routeOf(API.samplingMissed, {
      tags,
      summary: 'A planned visit that did not happen: not collected (AF) with its reason',
    }),
    handler: async (request) => {
      await schedules.missed(Number(request.params.id), request.body.reason, signedIn(request));
      return { ok: true as const };
    },
  });

  app.route({
    ...routeOf(API.samplingField, {
      tags,
      summary:
        "The field team's record of a visit: date DD/MM/YYYY and time (spec §5 rules), weather, observations, in-situ readings",
    }),
    handler: async (request) =>
      samples.field(Number(request.params.id), request.body, signedIn(request)),
  });

  app.route({
    ...routeOf(API.samplingMove, {
      tags,
      summary:
        'One custody move of a sample (receipt, analysis, rejection, return to the lab, invalidation)',
    }),
    handler: async (request) =>
      samples.move(Number(request.params.id), request.body, signedIn(request)),
  });

  app.route({
    ...routeOf(API.samplingPhotoUpload, {
      tags,
      summary: 'A field photo of a sample (JPEG, PNG or WebP by its bytes, at most 5 MB)',
      consumes: ['multipart/form-data'],
    }),
    bodyLimit: MAX_PHOTO_BYTES + 64 * 1024,

    handler: async (request) => {
      const upload = await readUploadedFile(request, MAX_PHOTO_BYTES, {
        multipart: 'sampling:photo.multipart',
        missing: 'sampling:photo.missing',
        tooLarge: 'sampling:photo.tooLarge',
      });
      return photos.upload(Number(request.params.id), upload, signedIn(request));
    },
  });

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
