import type { ApiDef } from '../routes/api-def.js';

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

const read = (method: ApiDef['method'], url: string): ApiDef => ({
  method,
  url,
  access: DOCUMENT_REPOSITORY_ACCESS,
});
const write = (method: ApiDef['method'], url: string): ApiDef => ({
  method,
  url,
  access: DOCUMENT_WRITE_ACCESS,
});

/** The API entries of the document repository, spread into `API` with one line. */
export const DOCUMENT_API_ENTRIES = {
  documentFolders: read('GET', '/api2/documents/folders'),
  documentCreateFolder: write('POST', '/api2/documents/folders'),
  documentUpdateFolder: write('PUT', '/api2/documents/folders/:id'),
  documentDeleteFolder: write('DELETE', '/api2/documents/folders/:id'),
  documentList: read('GET', '/api2/documents'),
  documentUpload: write('POST', '/api2/documents'),
  documentDetail: read('GET', '/api2/documents/:id'),
  documentUpdate: write('PUT', '/api2/documents/:id'),
  documentAddVersion: write('POST', '/api2/documents/:id/versions'),
  documentDownload: read('GET', '/api2/documents/:id/download'),
  documentDelete: write('DELETE', '/api2/documents/:id'),
  documentRestore: write('POST', '/api2/documents/:id/restore'),
} as const satisfies Record<string, ApiDef>;
