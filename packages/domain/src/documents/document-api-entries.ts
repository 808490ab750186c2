import type { ApiDef } from '../routes/api.js';

/**
 * Who may open the document repository (spec §2 More → doc_repository, §6 top-level role
 * `Document Repository`). Inside it, each folder narrows reading and writing to its own roles
 * (see `folderAccess`); System Admin holds every folder.
 */
export const DOCUMENT_REPOSITORY_ACCESS = {
  anyOf: ['Document Repository', 'System Admin'],
} as const;

const entry = (method: ApiDef['method'], url: string): ApiDef => ({
  method,
  url,
  access: DOCUMENT_REPOSITORY_ACCESS,
});

/** The API entries of the document repository, spread into `API` with one line. */
export const DOCUMENT_API_ENTRIES = {
  documentFolders: entry('GET', '/api2/documents/folders'),
  documentCreateFolder: entry('POST', '/api2/documents/folders'),
  documentUpdateFolder: entry('PUT', '/api2/documents/folders/:id'),
  documentDeleteFolder: entry('DELETE', '/api2/documents/folders/:id'),
  documentList: entry('GET', '/api2/documents'),
  documentUpload: entry('POST', '/api2/documents'),
  documentDetail: entry('GET', '/api2/documents/:id'),
  documentUpdate: entry('PUT', '/api2/documents/:id'),
  documentAddVersion: entry('POST', '/api2/documents/:id/versions'),
  documentDownload: entry('GET', '/api2/documents/:id/download'),
  documentDelete: entry('DELETE', '/api2/documents/:id'),
  documentRestore: entry('POST', '/api2/documents/:id/restore'),
} as const satisfies Record<string, ApiDef>;
