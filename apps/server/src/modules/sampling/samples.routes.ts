import {
  API,
  MAX_PHOTO_BYTES,
  sampleDetailResponse,
  samplingFieldBody,
  samplingIdParams,
  samplingMissedBody,
  samplingModuleQuery,
  samplingMoveBody,
  samplingProgressQuery,
  samplingProgressResponse,
  samplingSamplesQuery,
  samplingSamplesResponse,
  samplingScheduleBody,
  samplingSchedulesQuery,
  samplingSchedulesResponse,
  samplingStationsResponse,
} from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUploadedFile } from '../../http/uploaded-file.js';
import { signedIn } from '../../plugins/access-control.js';
import type { MonitoringService } from './monitoring.service.js';
import type { PhotosService } from './photos.service.js';
import type { SamplesService } from './samples.service.js';
import type { SchedulesService } from './schedules.service.js';

const tags = ['sampling'];
const ok = z.object({ ok: z.literal(true) });

/** Plans, progress, sample tracking, the visit's record, custody moves and field photos. */
export const samplesRoutes: FastifyPluginAsyncZod<{
  schedules: SchedulesService;
  samples: SamplesService;
  photos: PhotosService;
  monitoring: MonitoringService;
}> = async (app, { schedules, samples, photos, monitoring }) => {
  app.route({
    ...API.samplingStations,
    schema: {
      tags,
      summary: "A manual module's stations and their parameters (in situ or lab)",
      querystring: samplingModuleQuery,
      response: { 200: samplingStationsResponse },
    },
    handler: async (request) => monitoring.stations(request.query.module, signedIn(request)),
  });

  app.route({
    ...API.samplingSchedules,
    schema: {
      tags,
      summary: 'Sampling plans of a manual module',
      querystring: samplingSchedulesQuery,
      response: { 200: samplingSchedulesResponse },
    },
    handler: async (request) => schedules.list(request.query, signedIn(request)),
  });

  app.route({
    ...API.samplingCreateSchedule,
    schema: {
      tags,
      summary: 'Plans visits of a station: frequency, period (DD/MM/YYYY) and team',
      body: samplingScheduleBody,
      response: { 200: samplingSchedulesResponse.element },
    },
    handler: async (request) => schedules.create(request.body, signedIn(request)),
  });

  app.route({
    ...API.samplingProgress,
    schema: {
      tags,
      summary: 'Progress against plan of a year: per month and state, and per station',
      querystring: samplingProgressQuery,
      response: { 200: samplingProgressResponse },
    },
    handler: async (request) => schedules.progress(request.query, signedIn(request)),
  });

  app.route({
    ...API.samplingSamples,
    schema: {
      tags,
      summary: 'Samples filtered by state, station, programme and date',
      querystring: samplingSamplesQuery,
      response: { 200: samplingSamplesResponse },
    },
    handler: async (request) => samples.list(request.query, signedIn(request)),
  });

  app.route({
    ...API.samplingSample,
    schema: {
      tags,
      summary: 'One sample: its steps with who and when, results, photos and index',
      params: samplingIdParams,
      response: { 200: sampleDetailResponse },
    },
    handler: async (request) => samples.detail(Number(request.params.id), signedIn(request)),
  });

  app.route({
    ...API.samplingMissed,
    schema: {
      tags,
      summary: 'A planned visit that did not happen: not collected (AF) with its reason',
      params: samplingIdParams,
      body: samplingMissedBody,
      response: { 200: ok },
    },
    handler: async (request) => {
      await schedules.missed(Number(request.params.id), request.body.reason, signedIn(request));
      return { ok: true as const };
    },
  });

  app.route({
    ...API.samplingField,
    schema: {
      tags,
      summary:
        "The field team's record of a visit: date DD/MM/YYYY and time (spec §5 rules), weather, observations, in-situ readings",
      params: samplingIdParams,
      body: samplingFieldBody,
      response: { 200: sampleDetailResponse },
    },
    handler: async (request) =>
      samples.field(Number(request.params.id), request.body, signedIn(request)),
  });

  app.route({
    ...API.samplingMove,
    schema: {
      tags,
      summary:
        'One custody move of a sample (receipt, analysis, rejection, return to the lab, invalidation)',
      params: samplingIdParams,
      body: samplingMoveBody,
      response: { 200: sampleDetailResponse },
    },
    handler: async (request) =>
      samples.move(Number(request.params.id), request.body, signedIn(request)),
  });

  app.route({
    ...API.samplingPhotoUpload,
    bodyLimit: MAX_PHOTO_BYTES + 64 * 1024,
    schema: {
      tags,
      summary: 'A field photo of a sample (JPEG, PNG or WebP by its bytes, at most 5 MB)',
      consumes: ['multipart/form-data'],
      params: samplingIdParams,
      response: { 200: sampleDetailResponse.shape.photos.element },
    },
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
    ...API.samplingPhoto,
    schema: { tags, summary: 'A field photo', params: samplingIdParams },
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
