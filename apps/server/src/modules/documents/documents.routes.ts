import { API, DOCUMENT_MAX_BYTES } from '@eqmp/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAttachment } from '../../http/attachment.js';
import { acceptFileUploads, readUploadedFile } from '../../http/uploaded-file.js';
import type { DocumentsService } from './documents.service.js';
import type { FoldersService } from './folders.service.js';
import { signedIn } from '../../plugins/access-control.js';
import { routesOf } from '../../http/route-of.js';

const upload =
  'multipart/form-data with one file: PDF, Word (DOCX), Excel (XLSX), PowerPoint (PPTX), JPEG or PNG, at most 50 MB, checked by its first bytes';
const messages = {
  multipart: 'documents:errors.multipart',
  missing: 'documents:errors.fileMissing',
  tooLarge: 'documents:errors.fileTooLarge',
};
const readDocument = (request: FastifyRequest) =>
  readUploadedFile(request, DOCUMENT_MAX_BYTES, messages);
/** The OpenAPI words of a route that takes one document file. */
const uploadDoc = (summary: string) => ({
  summary,
  description: upload,
  consumes: ['multipart/form-data'],
});

/** The document repository (spec §2 More → doc_repository). Folder rights are checked by the service. */
export const documentRoutes: FastifyPluginAsyncZod<{
  documents: DocumentsService;
  folders: FoldersService;
}> = async (app, { documents, folders }) => {
  const tags = ['documents'];
  const route = routesOf(app, tags);
  await acceptFileUploads(app, DOCUMENT_MAX_BYTES, 10);

  route(API.documentFolders, 'Folders the caller may read', async (request) =>
    folders.folders(signedIn(request)),
  );
  route(
    API.documentCreateFolder,
    'Create a folder (permissions: System Admin only)',
    async (request, reply) =>
      reply.code(201).send(await folders.createFolder(request.body, signedIn(request), request.ip)),
  );
  route(
    API.documentUpdateFolder,
    'Rename, move or set the permissions of a folder',
    async (request, reply) => {
      await folders.updateFolder(request.params.id, request.body, signedIn(request), request.ip);
      return reply.code(204).send(null);
    },
  );
  route(API.documentDeleteFolder, 'Delete an empty folder', async (request, reply) => {
    await folders.deleteFolder(request.params.id, signedIn(request), request.ip);
    return reply.code(204).send(null);
  });

  route(
    API.documentList,
    'List or search documents (titles, metadata and the text of PDFs)',
    async (request) =>
      documents.list(
        { ...request.query, deleted: request.query.deleted === 'true' },
        signedIn(request),
      ),
  );
  route(API.documentUpload, uploadDoc('Upload a document'), async (request, reply) => {
    const file = await readDocument(request);
    return reply
      .code(201)
      .send(await documents.upload(request.query, file, signedIn(request), request.ip));
  });
  route(API.documentDetail, 'A document with its versions', async (request) =>
    documents.detail(request.params.id, signedIn(request)),
  );
  route(API.documentUpdate, 'Edit metadata, rename or move a document', async (request) =>
    documents.update(request.params.id, request.body, signedIn(request), request.ip),
  );
  route(API.documentAddVersion, uploadDoc('Upload a new version'), async (request, reply) => {
    const file = await readDocument(request);
    return reply
      .code(201)
      .send(await documents.addVersion(request.params.id, file, signedIn(request), request.ip));
  });
  route(
    API.documentDownload,
    'Download a version (the current one by default) as an attachment',
    async (request, reply) => {
      const { file, fileName, contentType } = await documents.open(
        request.params.id,
        request.query.version,
        signedIn(request),
      );
      return sendAttachment(reply, file, contentType, fileName);
    },
  );
  route(API.documentDelete, 'Move a document to the bin (soft delete)', async (request, reply) => {
    await documents.setDeleted(request.params.id, true, signedIn(request), request.ip);
    return reply.code(204).send(null);
  });
  route(API.documentRestore, 'Restore a deleted document', async (request, reply) => {
    await documents.setDeleted(request.params.id, false, signedIn(request), request.ip);
    return reply.code(204).send(null);
  });
};
