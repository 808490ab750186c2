import multipart from '@fastify/multipart';
import {
  API,
  DOCUMENT_MAX_BYTES,
  documentDetailResponse,
  documentDownloadQuery,
  documentFolderBody,
  documentFoldersResponse,
  documentFolderUpdateBody,
  documentIdParams,
  documentListQuery,
  documentListResponse,
  documentSummary,
  documentUpdateBody,
  documentUploadQuery,
} from '@eqmp/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendAttachment } from '../../http/attachment.js';
import { readUploadedFile } from '../../http/uploaded-file.js';
import type { DocumentsService } from './documents.service.js';
import type { FoldersService } from './folders.service.js';
import { signedIn } from '../../plugins/access-control.js';

const upload =
  'multipart/form-data with one file: PDF, Word (DOCX), Excel (XLSX), PowerPoint (PPTX), JPEG or PNG, at most 50 MB, checked by its first bytes';
const messages = {
  multipart: 'documents:errors.multipart',
  missing: 'documents:errors.fileMissing',
  tooLarge: 'documents:errors.fileTooLarge',
};
const readDocument = (request: FastifyRequest) =>
  readUploadedFile(request, DOCUMENT_MAX_BYTES, messages);

/** The document repository (spec §2 More → doc_repository). Folder rights are checked by the service. */
export const documentRoutes: FastifyPluginAsyncZod<{
  documents: DocumentsService;
  folders: FoldersService;
}> = async (app, { documents, folders }) => {
  const tags = ['documents'];
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, {
      limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 10, parts: 11 },
    });
  }

  app.route({
    ...API.documentFolders,
    schema: {
      tags,
      summary: 'Folders the caller may read',
      response: { 200: documentFoldersResponse },
    },
    handler: async (request) => folders.folders(signedIn(request)),
  });
  app.route({
    ...API.documentCreateFolder,
    schema: {
      tags,
      summary: 'Create a folder (permissions: System Admin only)',
      body: documentFolderBody,
      response: { 201: z.object({ id: z.number() }) },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await folders.createFolder(request.body, signedIn(request), request.ip)),
  });
  app.route({
    ...API.documentUpdateFolder,
    schema: {
      tags,
      summary: 'Rename, move or set the permissions of a folder',
      params: documentIdParams,
      body: documentFolderUpdateBody,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await folders.updateFolder(request.params.id, request.body, signedIn(request), request.ip);
      return reply.code(204).send(null);
    },
  });
  app.route({
    ...API.documentDeleteFolder,
    schema: {
      tags,
      summary: 'Delete an empty folder',
      params: documentIdParams,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await folders.deleteFolder(request.params.id, signedIn(request), request.ip);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...API.documentList,
    schema: {
      tags,
      summary: 'List or search documents (titles, metadata and the text of PDFs)',
      querystring: documentListQuery,
      response: { 200: documentListResponse },
    },
    handler: async (request) =>
      documents.list(
        { ...request.query, deleted: request.query.deleted === 'true' },
        signedIn(request),
      ),
  });
  app.route({
    ...API.documentUpload,
    schema: {
      tags,
      summary: 'Upload a document',
      description: upload,
      consumes: ['multipart/form-data'],
      querystring: documentUploadQuery,
      response: { 201: documentSummary },
    },
    handler: async (request, reply) => {
      const file = await readDocument(request);
      return reply
        .code(201)
        .send(await documents.upload(request.query, file, signedIn(request), request.ip));
    },
  });
  app.route({
    ...API.documentDetail,
    schema: {
      tags,
      summary: 'A document with its versions',
      params: documentIdParams,
      response: { 200: documentDetailResponse },
    },
    handler: async (request) => documents.detail(request.params.id, signedIn(request)),
  });
  app.route({
    ...API.documentUpdate,
    schema: {
      tags,
      summary: 'Edit metadata, rename or move a document',
      params: documentIdParams,
      body: documentUpdateBody,
      response: { 200: documentSummary },
    },
    handler: async (request) =>
      documents.update(request.params.id, request.body, signedIn(request), request.ip),
  });
  app.route({
    ...API.documentAddVersion,
    schema: {
      tags,
      summary: 'Upload a new version',
      description: upload,
      consumes: ['multipart/form-data'],
      params: documentIdParams,
      response: { 201: documentSummary },
    },
    handler: async (request, reply) => {
      const file = await readDocument(request);
      return reply
        .code(201)
        .send(await documents.addVersion(request.params.id, file, signedIn(request), request.ip));
    },
  });
  app.route({
    ...API.documentDownload,
    schema: {
      tags,
      summary: 'Download a version (the current one by default) as an attachment',
      params: documentIdParams,
      querystring: documentDownloadQuery,
    },
    handler: async (request, reply) => {
      const { file, fileName, contentType } = await documents.open(
        request.params.id,
        request.query.version,
        signedIn(request),
      );
      return sendAttachment(reply, file, contentType, fileName);
    },
  });
  app.route({
    ...API.documentDelete,
    schema: {
      tags,
      summary: 'Move a document to the bin (soft delete)',
      params: documentIdParams,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await documents.setDeleted(request.params.id, true, signedIn(request), request.ip);
      return reply.code(204).send(null);
    },
  });
  app.route({
    ...API.documentRestore,
    schema: {
      tags,
      summary: 'Restore a deleted document',
      params: documentIdParams,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await documents.setDeleted(request.params.id, false, signedIn(request), request.ip);
      return reply.code(204).send(null);
    },
  });
};
