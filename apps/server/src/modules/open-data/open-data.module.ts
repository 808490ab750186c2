import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import { createJobLease, startLeasedJob } from '../../db/job-lease.js';
import { withQueryPriority } from '../../db/query-priority.js';
import type { Database } from '../../db/schema/index.js';
import { backgroundPriority } from '../../plugins/request-priority.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { createBoundaries } from '../maps/index.js';
import { createPublicStationsService } from '../public-portal/index.js';
import type { ValueChanges } from '../values/index.js';
import { createOpenDataFiles } from './open-data-files.js';
import { openDataFilesRoutes } from './open-data-files.routes.js';
import { createOpenDataLayers } from './open-data-layers.js';
import { createOpenDataRepository } from './open-data.repository.js';
import { ogcRoutes } from './ogc.routes.js';
import { createStaRepository } from './sta.repository.js';
import { staRoutes } from './sta.routes.js';
import { createStaService } from './sta.service.js';

/**
 * Open environmental data (docs/open-data.md): the public layers as OGC API – Features, the
 * public stations' hourly values as SensorThings API 1.1, both read only, and the bulk downloads
 * (a gzipped CSV per public station and year, and per module and year). With `filesMs`, the
 * downloads are built that often in the background, by one instance at a time (`instanceId`
 * names this one in the job's lease); tests leave it off and run the pass themselves.
 */
export const openDataModule: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  clock: Clock;
  /** Where the portal's pages are (`PUBLIC_URL`): the service's documentation is its Open data page. */
  publicUrl: string;
  /** Where the bulk downloads are kept. */
  storage: FileStorage;
  instanceId: string;
  /** What this instance hears of changed values: only the changed stations' years are looked at. */
  versions?: ValueChanges | undefined;
  filesMs?: number | undefined;
}> = async (app, { db, clock, publicUrl, storage, instanceId, versions, filesMs }) => {
  const boundaries = createBoundaries();
  const now = () => clock.now().getTime();
  const stations = createPublicStationsService({ db, clock });
  const layers = createOpenDataLayers({
    stations,
    now,
    statesFile: () => boundaries.file('states').body,
    repo: createOpenDataRepository(db),
  });
  const files = createOpenDataFiles({ db, storage, clock, stations, versions });
  await app.register(ogcRoutes, { layers, publicUrl });
  await app.register(openDataFilesRoutes, { files });
  // Observations reach months of hourly values: on PGlite their statements wait behind the
  // portal's interactive ones, so no public query holds up the staff's pages.
  await app.register(async (scope) => {
    backgroundPriority(scope);
    await scope.register(staRoutes, {
      sta: createStaService({ db, stations, repo: createStaRepository(db), now }),
    });
  });
  if (filesMs) {
    const scheduler = startLeasedJob(
      'open data files',
      () => withQueryPriority('background', () => files.run()),
      filesMs,
      createJobLease(db, clock, 'open-data-files', instanceId),
      (message, err) => app.log.error({ err }, message),
    );
    app.addHook('onClose', () => scheduler.stop());
  }
};
