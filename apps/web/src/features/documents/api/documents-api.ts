import {
  apiPath,
  type DocumentFolderBody,
  type DocumentFolderUpdateBody,
  type DocumentListQuery,
  type DocumentUpdateBody,
  type DocumentUploadQuery,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi, downloadWithToken, uploadApiWithProgress } from '../../../lib/api-client';

export const documentKeys = { all: ['documents'] as const };

export const foldersQuery = queryOptions({
  queryKey: [...documentKeys.all, 'folders'],
  queryFn: () => callApi('documentFolders'),
});

export const documentsQuery = (query: DocumentListQuery) =>
  queryOptions({
    queryKey: [...documentKeys.all, 'list', query],
    queryFn: () => callApi('documentList', { query }),
  });

export const documentDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...documentKeys.all, 'detail', id],
    queryFn: () => callApi('documentDetail', { params: { id } }),
  });

export const createFolder = (body: DocumentFolderBody) => callApi('documentCreateFolder', { body });
export const updateFolder = (id: number, body: DocumentFolderUpdateBody) =>
  callApi('documentUpdateFolder', { params: { id }, body });
export const deleteFolder = (id: number) => callApi('documentDeleteFolder', { params: { id } });

export const uploadDocument = (
  query: DocumentUploadQuery,
  file: File,
  onProgress: (percent: number) => void,
) => uploadApiWithProgress('documentUpload', { query }, file, onProgress);
export const uploadVersion = (id: number, file: File, onProgress: (percent: number) => void) =>
  uploadApiWithProgress('documentAddVersion', { params: { id } }, file, onProgress);
export const updateDocument = (id: number, body: DocumentUpdateBody) =>
  callApi('documentUpdate', { params: { id }, body });
export const deleteDocument = (id: number) => callApi('documentDelete', { params: { id } });
export const restoreDocument = (id: number) => callApi('documentRestore', { params: { id } });
export const downloadDocument = (id: number, fileName: string, version?: number) =>
  downloadWithToken(apiPath('documentDownload', { id }, { version }), fileName);
