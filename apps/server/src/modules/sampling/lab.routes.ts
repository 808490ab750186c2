import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUploadedFile } from '../../http/uploaded-file.js';
import { signedIn } from '../../plugins/access-control.js';
import type { ImportService } from './import.service.js';
import type { LabService } from './lab.service.js';
import type { ObjectivesService } from './objectives.service.js';
import { MAX_IMPORT_BYTES } from './read-table.js';
import { routeOf } from '../../http/route-of.js';

const tags = ['sampling'];

/** Lab results per sample, verification, batches and QC samples, imports with saved mappings, QC objectives. */
export const labRoutes: FastifyPluginAsyncZod<{
  lab: LabService;
  imports: ImportService;
  objectives: ObjectivesService;
}> = async (app, { lab, imports, objectives }) => {
  app.route({
    ...routeOf(API.samplingResults, {
      tags,
      summary:
        'Lab results of one sample, as reported (number, <limit, >limit, ND), with detection limit, method and qualifiers',
    }),
    handler: async (request) => {
      await lab.saveResults(Number(request.params.id), request.body, signedIn(request));
      return { ok: true as const };
    },
  });

  app.route({
    ...routeOf(API.samplingVerify, {
      tags,
      summary: "The lab's verification: the results enter the measurements and wait for review",
    }),
    handler: async (request) => {
      await lab.verify(Number(request.params.id), signedIn(request));
      return { ok: true as const };
    },
  });

  app.route({
    ...routeOf(API.samplingBatches, { tags, summary: "A manual module's lab batches" }),
    handler: async (request) => lab.batches(request.query.module, signedIn(request)),
  });

  app.route({
    ...routeOf(API.samplingCreateBatch, { tags, summary: 'Opens a lab batch' }),
    handler: async (request) => lab.createBatch(request.body, signedIn(request)),
  });

  app.route({
    ...routeOf(API.samplingBatch, {
      tags,
      summary: 'One lab batch: its samples and QC samples with their verdicts',
    }),
    handler: async (request) => lab.batch(Number(request.params.id), signedIn(request)),
  });

  app.route({
    ...routeOf(API.samplingAddQc, {
      tags,
      summary: 'A QC sample of a batch (blank, duplicate, spike) judged against its objective',
    }),
    handler: async (request) => {
      await lab.addQc(Number(request.params.id), request.body, signedIn(request));
      return { ok: true as const };
    },
  });

  app.route({
    ...routeOf(API.samplingImportUpload, {
      tags,
      summary:
        "Reads a lab's CSV or XLSX file into a batch's import (nothing is imported before the confirmation)",
      consumes: ['multipart/form-data'],
    }),
    bodyLimit: MAX_IMPORT_BYTES + 64 * 1024,

    handler: async (request) => {
      const upload = await readUploadedFile(request, MAX_IMPORT_BYTES, {
        multipart: 'sampling:import.multipart',
        missing: 'sampling:import.missing',
        tooLarge: 'sampling:import.tooLarge',
      });
      return imports.upload(request.query, upload, signedIn(request));
    },
  });

  app.route({
    ...routeOf(API.samplingImportPreview, {
      tags,
      summary: 'Every row of a kept file under a column mapping, with its problems',
    }),
    handler: async (request) =>
      imports.preview(Number(request.params.id), request.body, signedIn(request), request.language),
  });

  app.route({
    ...routeOf(API.samplingImportConfirm, {
      tags,
      summary: 'Stores the good rows of a kept file and reports each bad one',
    }),
    handler: async (request) =>
      imports.confirm(Number(request.params.id), request.body, signedIn(request), request.language),
  });

  app.route({
    ...routeOf(API.samplingMappings, { tags, summary: 'Saved column mappings of lab files' }),
    handler: async (request) => imports.mappings(request.query.module, signedIn(request)),
  });

  app.route({
    ...routeOf(API.samplingSaveMapping, { tags, summary: 'Saves a column mapping under a name' }),
    handler: async (request) => imports.saveMapping(request.body, signedIn(request)),
  });

  app.route({
    ...routeOf(API.samplingQcObjectives, {
      tags,
      summary: 'Lab QC objectives per parameter, every version',
    }),
    handler: async () => objectives.list(),
  });

  app.route({
    ...routeOf(API.samplingAddQcObjective, {
      tags,
      summary: 'Adds a version of a parameter’s lab QC objectives (System Admin)',
    }),
    handler: async (request) => objectives.add(request.body, signedIn(request)),
  });
};
