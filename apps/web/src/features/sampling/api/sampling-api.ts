import {
  apiPath,
  type SamplingFieldBody,
  type SamplingImportBody,
  type SamplingModule,
  type SamplingMoveBody,
  type SamplingQcBody,
  type SamplingResultsBody,
  type SamplingSamplesQuery,
  type SamplingScheduleBody,
  type QaqcEditBody,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi, fetchBlobWithToken, uploadApi } from '../../../lib/api-client';

export const samplingKeys = { all: ['sampling'] as const };
const key = (...parts: unknown[]) => [...samplingKeys.all, ...parts];
/** A numeric id as its path parameter. */
const idParams = (id: number) => ({ id: String(id) });

export const stationsQuery = (module: SamplingModule) =>
  queryOptions({
    queryKey: key('stations', module),
    queryFn: () => callApi('samplingStations', { query: { module } }),
    staleTime: 300_000,
  });

export const schedulesQuery = (module: SamplingModule) =>
  queryOptions({
    queryKey: key('schedules', module),
    queryFn: () => callApi('samplingSchedules', { query: { module } }),
  });

export const progressQuery = (q: { module: SamplingModule; year: number; stationId?: string }) =>
  queryOptions({
    queryKey: key('progress', q),
    queryFn: () => callApi('samplingProgress', { query: q }),
  });

/** The samples list's filters (the contract's query, with its page numbers as numbers). */
type SamplesFilter = Omit<SamplingSamplesQuery, 'page' | 'pageSize'> & {
  page?: number;
  pageSize?: number;
};

export const samplesQuery = (q: SamplesFilter) =>
  queryOptions({
    queryKey: key('samples', q),
    queryFn: () => callApi('samplingSamples', { query: q }),
  });

export const sampleQuery = (id: number) =>
  queryOptions({
    queryKey: key('sample', id),
    queryFn: () => callApi('samplingSample', { params: idParams(id) }),
  });

export const batchesQuery = (module: SamplingModule) =>
  queryOptions({
    queryKey: key('batches', module),
    queryFn: () => callApi('samplingBatches', { query: { module } }),
  });

export const batchQuery = (id: number) =>
  queryOptions({
    queryKey: key('batch', id),
    queryFn: () => callApi('samplingBatch', { params: idParams(id) }),
  });

export const validationQuery = (q: { module: SamplingModule; month: string }) =>
  queryOptions({
    queryKey: key('validation', q),
    queryFn: () => callApi('samplingValidation', { query: q }),
  });

export const monitoringQuery = (module: SamplingModule) =>
  queryOptions({
    queryKey: key('monitoring', module),
    queryFn: () => callApi('samplingMonitoring', { query: { module } }),
  });

export const createSchedule = (body: SamplingScheduleBody) =>
  callApi('samplingCreateSchedule', { body });
export const recordMissed = (id: number, reason: string) =>
  callApi('samplingMissed', { params: idParams(id), body: { reason } });
export const recordField = (id: number, body: SamplingFieldBody) =>
  callApi('samplingField', { params: idParams(id), body });
export const moveSample = (id: number, body: SamplingMoveBody) =>
  callApi('samplingMove', { params: idParams(id), body });
export const uploadPhoto = (id: number, file: File) =>
  uploadApi('samplingPhotoUpload', { params: idParams(id) }, file);
export const photoBlob = (id: number) => fetchBlobWithToken(apiPath('samplingPhoto', { id }));
export const saveResults = (id: number, body: SamplingResultsBody) =>
  callApi('samplingResults', { params: idParams(id), body });
export const verifySample = (id: number) => callApi('samplingVerify', { params: idParams(id) });
export const createBatch = (body: { module: SamplingModule; lab: string; reference: string }) =>
  callApi('samplingCreateBatch', { body });
export const addQc = (batchId: number, body: SamplingQcBody) =>
  callApi('samplingAddQc', { params: idParams(batchId), body });
export const uploadImport = (q: { module: SamplingModule; batchId: number }, file: File) =>
  uploadApi('samplingImportUpload', { query: q }, file);
export const previewImport = (id: number, body: SamplingImportBody) =>
  callApi('samplingImportPreview', { params: idParams(id), body });
export const confirmImport = (id: number, body: SamplingImportBody) =>
  callApi('samplingImportConfirm', { params: idParams(id), body });
export const decideMonth = (
  decision: 'review' | 'approve' | 'publish',
  body: { module: SamplingModule; month: string; stationIds: string[] },
) =>
  callApi(
    decision === 'review'
      ? 'samplingReview'
      : decision === 'approve'
        ? 'samplingApprove'
        : 'samplingPublish',
    { body },
  );

/** The null-reason codes a QA/QC officer may give an invalidated sample. */
export const nullReasonsQuery = () =>
  queryOptions({
    queryKey: key('null-reasons'),
    queryFn: async () =>
      (await callApi('qaqcCodes')).filter((c) => c.kind === 'null_reason' && c.isActive),
    staleTime: 300_000,
  });

/** The QA/QC engine's change sets of a module made in a month (the validation history). */
export const changeSetsQuery = (q: { module: SamplingModule; from: string; to: string }) =>
  queryOptions({
    queryKey: key('change-sets', q),
    queryFn: () => callApi('qaqcChangeSets', { query: q }),
  });

/** A level-2 edit of sample values through the QA/QC engine (one change set). */
export const editValues = (body: QaqcEditBody) => callApi('qaqcEdit', { body });
