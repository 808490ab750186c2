import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadRouteOf } from '../../http/uploaded-file.js';
import { signedIn } from '../../plugins/access-control.js';
import type { ImportService } from './import.service.js';
import type { LabService } from './lab.service.js';
import type { ObjectivesService } from './objectives.service.js';
import { MAX_IMPORT_BYTES } from './read-table.js';
import { routeOf, routesOf } from '../../http/route-of.js';

const tags = ['sampling'];

/** Lab results per sample, verification, batches and QC samples, imports with saved mappings, QC objectives. */
export const labRoutes: FastifyPluginAsyncZod<{
  lab: LabService;
  imports: ImportService;
  objectives: ObjectivesService;
}> = async (app, { lab, imports, objectives }) => {
  const route = routesOf(app, tags);
  route(
    API.samplingResults,
    'Lab results of one sample, as reported (number, <limit, >limit, ND), with detection limit, method and qualifiers',
    async (request) => {
      await lab.saveResults(Number(request.params.id), request.body, signedIn(request));
      return { ok: true as const };
    },
  );

  route(
    API.samplingVerify,
    "The lab's verification: the results enter the measurements and wait for review",
    async (request) => {
      await lab.verify(Number(request.params.id), signedIn(request));
      return { ok: true as const };
    },
  );

  route(API.samplingBatches, "A manual module's lab batches", async (request) =>
    lab.batches(request.query.module, signedIn(request)),
  );

  route(API.samplingCreateBatch, 'Opens a lab batch', async (request) =>
    lab.createBatch(request.body, signedIn(request)),
  );

  route(
    API.samplingBatch,
    'One lab batch: its samples and QC samples with their verdicts',
    async (request) => lab.batch(Number(request.params.id), signedIn(request)),
  );

  route(
    API.samplingAddQc,
    'A QC sample of a batch (blank, duplicate, spike) judged against its objective',
    async (request) => {
      await lab.addQc(Number(request.params.id), request.body, signedIn(request));
      return { ok: true as const };
    },
  );

  app.route(
    uploadRouteOf(
      API.samplingImportUpload,
      {
        tags,
        summary:
          "Reads a lab's CSV or XLSX file into a batch's import (nothing is imported before the confirmation)",
      },
      {
        maxBytes: MAX_IMPORT_BYTES,
        messages: {
          multipart: 'sampling:import.multipart',
          missing: 'sampling:import.missing',
          tooLarge: 'sampling:import.tooLarge',
        },
      },
      async (request, upload) => imports.upload(request.query, upload, signedIn(request)),
    ),
  );

  app.route({
    ...routeOf(API.samplingImportPreview, {
      tags,
      summary: 'Every row of a kept file under a column mapping, with its problems',
    }),
    handler: async (request) =>
      imports.preview(Number(request.params.id), request.body, signedIn(request), request.language),
  });

  route(
    API.samplingImportConfirm,
    'Stores the good rows of a kept file and reports each bad one',
    async (request) =>
      imports.confirm(Number(request.params.id), request.body, signedIn(request), request.language),
  );

  route(API.samplingMappings, 'Saved column mappings of lab files', async (request) =>
    imports.mappings(request.query.module, signedIn(request)),
  );

  route(API.samplingSaveMapping, 'Saves a column mapping under a name', async (request) =>
    imports.saveMapping(request.body, signedIn(request)),
  );

  route(API.samplingQcObjectives, 'Lab QC objectives per parameter, every version', async () =>
    objectives.list(),
  );

  route(
    API.samplingAddQcObjective,
    'Adds a version of a parameter’s lab QC objectives (System Admin)',
    async (request) => objectives.add(request.body, signedIn(request)),
  );
};
