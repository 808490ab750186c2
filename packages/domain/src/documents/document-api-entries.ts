import type { ApiDef } from '../routes/api-def.js';
import {
  documentDetailResponse,
  documentDownloadQuery,
  documentFolderBody,
  documentFolderCreatedResponse,
  documentFoldersResponse,
  documentFolderUpdateBody,
  documentIdParams,
  documentListQuery,
  documentListResponse,
  documentSummary,
  documentUpdateBody,
  documentUploadQuery,
} from '../contracts/documents.js';

/**
 * Who may open the document repository (spec §2 More → doc_repository, §6 top-level role
 * `Document Repository`). Inside it, each folder narrows reading and writing to its own roles
 * (see `folderAccess`); System Admin holds every folder.
 */
export const DOCUMENT_REPOSITORY_ACCESS = {
  anyOf: ['Document Repository', 'Update Document Repository', 'System Admin'],
} as const;

/**
 * Who may write in it (folders, uploads, edits, new versions, deleting and restoring):
 * `Document Repository` alone only reads.
 */
export const DOCUMENT_WRITE_ACCESS = {
  anyOf: ['Update Document Repository', 'System Admin'],
} as const;

const read = { access: DOCUMENT_REPOSITORY_ACCESS } as const;
const write = { access: DOCUMENT_WRITE_ACCESS } as const;
const byId = { params: documentIdParams } as const;

/** The API entries of the document repository, spread into `API` with one line. */
export const DOCUMENT_API_ENTRIES = {
  documentFolders: {
    method: 'GET',
    url: '/api2/documents/folders',
    ...read,
    response: documentFoldersResponse,
  },
  documentCreateFolder: {
    method: 'POST',
    url: '/api2/documents/folders',
    ...write,
    body: documentFolderBody,
    response: documentFolderCreatedResponse,
    status: 201,
  },
  documentUpdateFolder: {
    method: 'PUT',
    url: '/api2/documents/folders/:id',
    ...write,
    ...byId,
    body: documentFolderUpdateBody,
    status: 204,
  },
  documentDeleteFolder: {
    method: 'DELETE',
    url: '/api2/documents/folders/:id',
    ...write,
    ...byId,
    status: 204,
  },
  documentList: {
    method: 'GET',
    url: '/api2/documents',
    ...read,
    query: documentListQuery,
    response: documentListResponse,
  },
  documentUpload: {
    method: 'POST',
    url: '/api2/documents',
    ...write,
    query: documentUploadQuery,
    response: documentSummary,
    status: 201,
  },
  documentDetail: {
    method: 'GET',
    url: '/api2/documents/:id',
    ...read,
    ...byId,
    response: documentDetailResponse,
  },
  documentUpdate: {
    method: 'PUT',
    url: '/api2/documents/:id',
    ...write,
    ...byId,
    body: documentUpdateBody,
    response: documentSummary,
  },
  documentAddVersion: {
    method: 'POST',
    url: '/api2/documents/:id/versions',
    ...write,
    ...byId,
    response: documentSummary,
    status: 201,
  },
  documentDownload: {
    method: 'GET',
    url: '/api2/documents/:id/download',
    ...read,
    ...byId,
    query: documentDownloadQuery,
  },
  documentDelete: {
    method: 'DELETE',
    url: '/api2/documents/:id',
    ...write,
    ...byId,
    status: 204,
  },
  documentRestore: {
    method: 'POST',
    url: '/api2/documents/:id/restore',
    ...write,
    ...byId,
    status: 204,
  },
} as const satisfies Record<string, ApiDef>;
