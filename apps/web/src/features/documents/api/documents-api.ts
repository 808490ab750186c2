import {
  apiPath,
  type DocumentDetailResponse,
  type DocumentFolderBody,
  type DocumentFolderCreated,
  type DocumentFoldersResponse,
  type DocumentFolderUpdateBody,
  type DocumentListQuery,
  type DocumentListResponse,
  type DocumentSummary,
  type DocumentUpdateBody,
  type DocumentUploadQuery,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, downloadWithToken, uploadFileWithProgress } from '../../../lib/api-client';

export const documentKeys = { all: ['documents'] as const };

export const foldersQuery = queryOptions({
  queryKey: [...documentKeys.all, 'folders'],
  queryFn: () => apiRequest<DocumentFoldersResponse>(apiPath('documentFolders')),
});

export const documentsQuery = (query: DocumentListQuery) =>
  queryOptions({
    queryKey: [...documentKeys.all, 'list', query],
    queryFn: () => apiRequest<DocumentListResponse>(apiPath('documentList', {}, query)),
  });

export const documentDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...documentKeys.all, 'detail', id],
    queryFn: () => apiRequest<DocumentDetailResponse>(apiPath('documentDetail', { id })),
  });

export const createFolder = (body: DocumentFolderBody) =>
  apiRequest<DocumentFolderCreated>(apiPath('documentCreateFolder'), { method: 'POST', body });
export const updateFolder = (id: number, body: DocumentFolderUpdateBody) =>
  apiRequest<null>(apiPath('documentUpdateFolder', { id }), { method: 'PUT', body });
export const deleteFolder = (id: number) =>
  apiRequest<null>(apiPath('documentDeleteFolder', { id }), { method: 'DELETE' });

export const uploadDocument = (
  query: DocumentUploadQuery,
  file: File,
  onProgress: (percent: number) => void,
) =>
  uploadFileWithProgress<DocumentSummary>(apiPath('documentUpload', {}, query), file, onProgress);
export const uploadVersion = (id: number, file: File, onProgress: (percent: number) => void) =>
  uploadFileWithProgress<DocumentSummary>(apiPath('documentAddVersion', { id }), file, onProgress);
export const updateDocument = (id: number, body: DocumentUpdateBody) =>
  apiRequest<DocumentSummary>(apiPath('documentUpdate', { id }), { method: 'PUT', body });
export const deleteDocument = (id: number) =>
  apiRequest<null>(apiPath('documentDelete', { id }), { method: 'DELETE' });
export const restoreDocument = (id: number) =>
  apiRequest<null>(apiPath('documentRestore', { id }), { method: 'POST' });
export const downloadDocument = (id: number, fileName: string, version?: number) =>
  downloadWithToken(apiPath('documentDownload', { id }, { version }), fileName);
