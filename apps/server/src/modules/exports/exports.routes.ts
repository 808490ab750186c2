import { API } from '@eqmp/domain';
import type { ExportService } from './export.service.js';
import { signedIn } from '../../plugins/access-control.js';
import { routeGroup } from '../../http/route-of.js';

/** `attachment; filename=…` with an ASCII fallback and the exact UTF-8 name (RFC 6266). */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Export progress for the exporting user, and the signed download links (spec §7). */
export const exportRoutes = routeGroup<{ exports: ExportService }>(
  ['exports'],
  (route, { exports }) => {
    route(
      API.exportJob,
      'Progress of one of my exports, with its download link once ready',
      async (request) => exports.status(request.params.id, signedIn(request).userId),
    );

    route(
      API.exportDownload,
      {
        summary: 'Download an export through its signed link',
        description:
          'Public because a new browser tab cannot send the bearer token: the HMAC signature over the job, its user and the expiry is the permission. Links work for 15 minutes.',
      },
      async (request, reply) => {
        const { file, fileName } = await exports.download(
          request.params.id,
          request.query.exp,
          request.query.sig,
        );
        return reply
          .type(file.contentType)
          .header('content-disposition', attachment(fileName))
          .header('content-length', file.size)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.body);
      },
    );
  },
);
