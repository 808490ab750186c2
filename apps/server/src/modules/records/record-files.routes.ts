import { signedIn } from '../../plugins/access-control.js';
import { API, RECORD_ATTACHMENT_MAX_BYTES, RECORD_KINDS } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAttachment } from '../../http/attachment.js';
import { routeOf } from '../../http/route-of.js';
import { acceptFileUploads, readUploadedFile } from '../../http/uploaded-file.js';
import type { RecordFilesService } from './record-files.service.js';

const messages = {
  multipart: 'records:errors.multipart',
  missing: 'records:errors.fileMissing',
  tooLarge: 'records:errors.fileTooLarge',
};

/** A record's attachments: upload one file (checked by its bytes and size), download, take off. */
export const recordFilesRoutes: FastifyPluginAsyncZod<{ files: RecordFilesService }> = async (
  app,
  { files },
) => {
  const tags = ['records'];
  await acceptFileUploads(app, RECORD_ATTACHMENT_MAX_BYTES, 2);
  for (const kind of RECORD_KINDS) {
    app.route({
      ...routeOf(API[`${kind}RecordAttach`], {
        tags,
        summary: `Attaches a file to a ${kind} record`,
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data with one PDF, DOCX, XLSX, JPEG or PNG file of at most 10 MB, checked by its first bytes',
      }),
      handler: async (request, reply) => {
        const file = await readUploadedFile(request, RECORD_ATTACHMENT_MAX_BYTES, messages);
        return reply
          .code(201)
          .send(await files.attach(kind, request.params.id, file, signedIn(request)));
      },
    });
    app.route({
      ...routeOf(API[`${kind}RecordAttachment`], {
        tags,
        summary: `Downloads a ${kind} record's file as an attachment`,
      }),
      handler: async (request, reply) => {
        const { file, fileName, contentType } = await files.open(
          kind,
          request.params.id,
          request.params.fileId,
          signedIn(request),
        );
        return sendAttachment(reply, file, contentType, fileName);
      },
    });
    app.route({
      ...routeOf(API[`${kind}RecordDetach`], {
        tags,
        summary: `Takes a file off a ${kind} record (the stored file is kept)`,
      }),
      handler: async (request, reply) => {
        await files.detach(kind, request.params.id, request.params.fileId, signedIn(request));
        return reply.code(204).send(null);
      },
    });
  }
};
