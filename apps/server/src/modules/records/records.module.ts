import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { recordAdminRoutes } from './record-admin.routes.js';
import { createRecordDeletesService } from './record-deletes.service.js';
import { recordFilesRoutes } from './record-files.routes.js';
import { createRecordFilesService } from './record-files.service.js';
import { createRecordSettingsService } from './record-settings.service.js';
import { recordsRoutes } from './records.routes.js';
import { createRecordsService } from './records.service.js';

/** Maintenance and calibration records, and the marks their windows put on the data. */
export const recordsModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: Clock;
  storage: FileStorage;
}> = async (app, { db, clock, storage }) => {
  const records = createRecordsService({ db, clock });
  const deletes = createRecordDeletesService({ db, clock });
  await app.register(recordsRoutes, { records, deletes });
  await app.register(recordFilesRoutes, {
    files: createRecordFilesService({ db, clock, storage }),
  });
  await app.register(recordAdminRoutes, {
    records,
    deletes,
    settings: createRecordSettingsService({ db, clock }),
  });
};
