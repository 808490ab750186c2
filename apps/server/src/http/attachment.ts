import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/**
 * Sends a stored file as a download: its real content type, `Content-Disposition: attachment`
 * (so a browser never renders an uploaded file in the portal's origin), and no type sniffing.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { body: Readable | Buffer; size: number },
  contentType: string,
  fileName: string,
) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .type(contentType)
    .header('content-length', file.size)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
