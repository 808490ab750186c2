import multipart from '@fastify/multipart';
import { MAX_PHOTO_BYTES } from '@eqmp/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { createImportService } from './import.service.js';
import { labRoutes } from './lab.routes.js';
import { createLabService } from './lab.service.js';
import { createMonitoringService } from './monitoring.service.js';
import { createObjectivesService } from './objectives.service.js';
import { createPhotosService } from './photos.service.js';
import { MAX_IMPORT_BYTES } from './read-table.js';
import { samplesRoutes } from './samples.routes.js';
import { createSamplesService } from './samples.service.js';
import { createSchedulesService } from './schedules.service.js';
import { validationRoutes } from './validation.routes.js';
import { createValidationService } from './validation.service.js';

/**
 * The manual programmes (docs/manual-programmes.md): plans, sample custody, field and lab entry,
 * imports, validation through the QA/QC engine, and the station summary. An approval records its
 * samples as pending their alerts; `afterApproval` runs after its commit (the alert engine judges
 * them at once, else its sweep does).
 */
export const samplingModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: Clock;
  storage: FileStorage;
  afterApproval?: () => Promise<unknown>;
}> = async (app, { db, clock, storage, afterApproval }) => {
  if (!app.hasContentTypeParser('multipart/form-data'))
    await app.register(multipart, {
      limits: {
        fileSize: Math.max(MAX_PHOTO_BYTES, MAX_IMPORT_BYTES),
        files: 1,
        fields: 5,
        parts: 6,
      },
    });
  const monitoring = createMonitoringService({ db, clock });
  await app.register(samplesRoutes, {
    schedules: createSchedulesService({ db, clock }),
    samples: createSamplesService({ db, clock }),
    photos: createPhotosService({ db, clock, storage }),
    monitoring,
  });
  await app.register(labRoutes, {
    lab: createLabService({ db, clock }),
    imports: createImportService({ db, clock }),
    objectives: createObjectivesService({ db, clock }),
  });
  await app.register(validationRoutes, {
    validation: createValidationService({ db, clock, ...(afterApproval ? { afterApproval } : {}) }),
    monitoring,
  });
};
