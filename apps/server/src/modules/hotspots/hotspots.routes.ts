import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptFileUploads, uploadRouteOf } from '../../http/uploaded-file.js';
import { HOTSPOT_FILE_MAX_BYTES, type HotspotsService } from './hotspots.service.js';
import { signedIn } from '../../plugins/access-control.js';

/** Import of FIRMS/ASMC-style hotspot CSV files (multipart, one file, at most 10 MB). */
export const hotspotRoutes: FastifyPluginAsyncZod<{ hotspots: HotspotsService }> = async (
  app,
  { hotspots },
) => {
  await acceptFileUploads(app, HOTSPOT_FILE_MAX_BYTES, 5);

  app.route(
    uploadRouteOf(
      API.hotspotImport,
      {
        tags: ['reports'],
        summary: 'Import a hotspot CSV (FIRMS or ASMC style)',
        description:
          'multipart/form-data with one CSV file: columns latitude, longitude, acq_date (YYYY-MM-DD) and optionally acq_time (HHMM, UTC), confidence, frp, satellite, instrument. Good rows are kept; each bad row is reported with its line.',
      },
      {
        maxBytes: HOTSPOT_FILE_MAX_BYTES,
        messages: {
          multipart: 'reports:errors.hotspotMultipart',
          missing: 'reports:errors.hotspotMissing',
          tooLarge: 'reports:errors.hotspotTooLarge',
        },
      },
      async (request, upload) =>
        hotspots.importCsv(
          { data: upload.data, fileName: upload.fileName || 'hotspots.csv' },
          signedIn(request),
          request.ip,
          request.language,
        ),
    ),
  );
};
