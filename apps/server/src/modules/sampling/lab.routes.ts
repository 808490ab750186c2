import {
  API,
  samplingBatchBody,
  samplingBatchesResponse,
  samplingBatchResponse,
  samplingConfirmResponse,
  samplingIdParams,
  samplingImportBody,
  samplingImportQuery,
  samplingImportResponse,
  samplingMappingBody,
  samplingMappingsResponse,
  samplingModuleQuery,
  samplingPreviewResponse,
  samplingQcBody,
  samplingQcObjectiveBody,
  samplingQcObjectivesResponse,
  samplingResultsBody,
} from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUploadedFile } from '../../http/uploaded-file.js';
import { signedIn } from '../../plugins/access-control.js';
import type { ImportService } from './import.service.js';
import type { LabService } from './lab.service.js';
import type { ObjectivesService } from './objectives.service.js';
import { MAX_IMPORT_BYTES } from './read-table.js';

const tags = ['sampling'];
const ok = z.object({ ok: z.literal(true) });

/** Lab results per sample, verification, batches and QC samples, imports with saved mappings, QC objectives. */
export const labRoutes: FastifyPluginAsyncZod<{
  lab: LabService;
  imports: ImportService;
  objectives: ObjectivesService;
}> = async (app, { lab, imports, objectives }) => {
  app.route({
    ...API.samplingResults,
    schema: {
      tags,
      summary:
        'Lab results of one sample, as reported (number, <limit, >limit, ND), with detection limit, method and qualifiers',
      params: samplingIdParams,
      body: samplingResultsBody,
      response: { 200: ok },
    },
    handler: async (request) => {
      await lab.saveResults(Number(request.params.id), request.body, signedIn(request));
      return { ok: true as const };
    },
  });

  app.route({
    ...API.samplingVerify,
    schema: {
      tags,
      summary: "The lab's verification: the results enter the measurements and wait for review",
      params: samplingIdParams,
      response: { 200: ok },
    },
    handler: async (request) => {
      await lab.verify(Number(request.params.id), signedIn(request));
      return { ok: true as const };
    },
  });

  app.route({
    ...API.samplingBatches,
    schema: {
      tags,
      summary: "A manual module's lab batches",
      querystring: samplingModuleQuery,
      response: { 200: samplingBatchesResponse },
    },
    handler: async (request) => lab.batches(request.query.module, signedIn(request)),
  });

  app.route({
    ...API.samplingCreateBatch,
    schema: {
      tags,
      summary: 'Opens a lab batch',
      body: samplingBatchBody,
      response: { 200: samplingBatchesResponse.element },
    },
    handler: async (request) => lab.createBatch(request.body, signedIn(request)),
  });

  app.route({
    ...API.samplingBatch,
    schema: {
      tags,
      summary: 'One lab batch: its samples and QC samples with their verdicts',
      params: samplingIdParams,
      response: { 200: samplingBatchResponse },
    },
    handler: async (request) => lab.batch(Number(request.params.id), signedIn(request)),
  });

  app.route({
    ...API.samplingAddQc,
    schema: {
      tags,
      summary: 'A QC sample of a batch (blank, duplicate, spike) judged against its objective',
      params: samplingIdParams,
      body: samplingQcBody,
      response: { 200: ok },
    },
    handler: async (request) => {
      await lab.addQc(Number(request.params.id), request.body, signedIn(request));
      return { ok: true as const };
    },
  });

  app.route({
    ...API.samplingImportUpload,
    bodyLimit: MAX_IMPORT_BYTES + 64 * 1024,
    schema: {
      tags,
      summary:
        "Reads a lab's CSV or XLSX file into a batch's import (nothing is imported before the confirmation)",
      consumes: ['multipart/form-data'],
      querystring: samplingImportQuery,
      response: { 200: samplingImportResponse },
    },
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
    ...API.samplingImportPreview,
    schema: {
      tags,
      summary: 'Every row of a kept file under a column mapping, with its problems',
      params: samplingIdParams,
      body: samplingImportBody,
      response: { 200: samplingPreviewResponse },
    },
    handler: async (request) =>
      imports.preview(Number(request.params.id), request.body, signedIn(request), request.language),
  });

  app.route({
    ...API.samplingImportConfirm,
    schema: {
      tags,
      summary: 'Stores the good rows of a kept file and reports each bad one',
      params: samplingIdParams,
      body: samplingImportBody,
      response: { 200: samplingConfirmResponse },
    },
    handler: async (request) =>
      imports.confirm(Number(request.params.id), request.body, signedIn(request), request.language),
  });

  app.route({
    ...API.samplingMappings,
    schema: {
      tags,
      summary: 'Saved column mappings of lab files',
      querystring: samplingModuleQuery,
      response: { 200: samplingMappingsResponse },
    },
    handler: async (request) => imports.mappings(request.query.module, signedIn(request)),
  });

  app.route({
    ...API.samplingSaveMapping,
    schema: {
      tags,
      summary: 'Saves a column mapping under a name',
      body: samplingMappingBody,
      response: { 200: samplingMappingsResponse.element },
    },
    handler: async (request) => imports.saveMapping(request.body, signedIn(request)),
  });

  app.route({
    ...API.samplingQcObjectives,
    schema: {
      tags,
      summary: 'Lab QC objectives per parameter, every version',
      response: { 200: samplingQcObjectivesResponse },
    },
    handler: async () => objectives.list(),
  });

  app.route({
    ...API.samplingAddQcObjective,
    schema: {
      tags,
      summary: 'Adds a version of a parameter’s lab QC objectives (System Admin)',
      body: samplingQcObjectiveBody,
      response: { 200: samplingQcObjectivesResponse },
    },
    handler: async (request) => objectives.add(request.body, signedIn(request)),
  });
};
