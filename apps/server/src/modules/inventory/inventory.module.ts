import multipart from '@fastify/multipart';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { createEdcService } from './edc.service.js';
import { equipmentRoutes } from './equipment.routes.js';
import { parameterRoutes } from './parameters.routes.js';
import { createParametersService } from './parameters.service.js';
import { PICTURE_MAX_BYTES } from './pictures.js';
import { pictureRoutes } from './pictures.routes.js';
import { createPicturesService } from './pictures.service.js';
import { referenceRoutes } from './reference.routes.js';
import { createSensorsService } from './sensors.service.js';
import { stationRoutes } from './stations.routes.js';
import { createStationsService } from './stations.service.js';

/**
 * Inventory (spec §2 More → inventory): stations with pictures and ingestion keys, the parameter
 * catalogue, sensors, EDC equipment and the picker lists. Picture uploads are
 * `multipart/form-data` (one file); each upload route also sets its own size limit.
 */
export const inventoryModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: Clock;
  storage: FileStorage;
}> = async (app, { db, clock, storage }) => {
  // Another module may already have registered multipart higher up; a second parser would clash.
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, {
      limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 10, parts: 11 },
    });
  }
  await app.register(stationRoutes, { stations: createStationsService({ db, clock }), db, clock });
  await app.register(pictureRoutes, { pictures: createPicturesService({ db, clock, storage }) });
  await app.register(parameterRoutes, { parameters: createParametersService({ db, clock }) });
  await app.register(equipmentRoutes, {
    sensors: createSensorsService({ db, clock }),
    edc: createEdcService({ db, clock }),
  });
  await app.register(referenceRoutes, { db });
};
