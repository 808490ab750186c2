import {
  apiPath,
  type LabBatch,
  type LabBatchDetail,
  type SampleDetail,
  type SamplingConfirmResponse,
  type SamplingFieldBody,
  type SamplingImportBody,
  type SamplingImportResponse,
  type SamplingModule,
  type SamplingMonitoringResponse,
  type SamplingMoveBody,
  type SamplingPreviewResponse,
  type SamplingProgressResponse,
  type SamplingQcBody,
  type SamplingResultsBody,
  type SamplingSamplesQuery,
  type SamplingSamplesResponse,
  type SamplingSchedule,
  type SamplingScheduleBody,
  type SamplingStation,
  type SamplingValidationResponse,
  type QaqcChangeSetsResponse,
  type QaqcEditBody,
  type QualityCode,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, fetchBlobWithToken, uploadFile } from '../../../lib/api-client';

export const samplingKeys = { all: ['sampling'] as const };
const key = (...parts: unknown[]) => [...samplingKeys.all, ...parts];

export const stationsQuery = (module: SamplingModule) =>
  queryOptions({
    queryKey: key('stations', module),
    queryFn: () => apiRequest<SamplingStation[]>(apiPath('samplingStations', {}, { module })),
    staleTime: 300_000,
  });

export const schedulesQuery = (module: SamplingModule) =>
  queryOptions({
    queryKey: key('schedules', module),
    queryFn: () => apiRequest<SamplingSchedule[]>(apiPath('samplingSchedules', {}, { module })),
  });

export const progressQuery = (q: { module: SamplingModule; year: number; stationId?: string }) =>
  queryOptions({
    queryKey: key('progress', q),
    queryFn: () => apiRequest<SamplingProgressResponse>(apiPath('samplingProgress', {}, q)),
  });

/** The samples list's filters (the contract's query, with its page numbers as numbers). */
type SamplesFilter = Omit<SamplingSamplesQuery, 'page' | 'pageSize'> & {
  page?: number;
  pageSize?: number;
};

export const samplesQuery = (q: SamplesFilter) =>
  queryOptions({
    queryKey: key('samples', q),
    queryFn: () => apiRequest<SamplingSamplesResponse>(apiPath('samplingSamples', {}, q)),
  });

export const sampleQuery = (id: number) =>
  queryOptions({
    queryKey: key('sample', id),
    queryFn: () => apiRequest<SampleDetail>(apiPath('samplingSample', { id })),
  });

export const batchesQuery = (module: SamplingModule) =>
  queryOptions({
    queryKey: key('batches', module),
    queryFn: () => apiRequest<LabBatch[]>(apiPath('samplingBatches', {}, { module })),
  });

export const batchQuery = (id: number) =>
  queryOptions({
    queryKey: key('batch', id),
    queryFn: () => apiRequest<LabBatchDetail>(apiPath('samplingBatch', { id })),
  });

export const validationQuery = (q: { module: SamplingModule; month: string }) =>
  queryOptions({
    queryKey: key('validation', q),
    queryFn: () => apiRequest<SamplingValidationResponse>(apiPath('samplingValidation', {}, q)),
  });

export const monitoringQuery = (module: SamplingModule) =>
  queryOptions({
    queryKey: key('monitoring', module),
    queryFn: () =>
      apiRequest<SamplingMonitoringResponse>(apiPath('samplingMonitoring', {}, { module })),
  });

export const createSchedule = (body: SamplingScheduleBody) =>
  apiRequest<SamplingSchedule>(apiPath('samplingCreateSchedule'), { body });
export const recordMissed = (id: number, reason: string) =>
  apiRequest<{ ok: true }>(apiPath('samplingMissed', { id }), { body: { reason } });
export const recordField = (id: number, body: SamplingFieldBody) =>
  apiRequest<SampleDetail>(apiPath('samplingField', { id }), { body });
export const moveSample = (id: number, body: SamplingMoveBody) =>
  apiRequest<SampleDetail>(apiPath('samplingMove', { id }), { body });
export const uploadPhoto = (id: number, file: File) =>
  uploadFile<{ id: number }>(apiPath('samplingPhotoUpload', { id }), file);
export const photoBlob = (id: number) => fetchBlobWithToken(apiPath('samplingPhoto', { id }));
export const saveResults = (id: number, body: SamplingResultsBody) =>
  apiRequest<{ ok: true }>(apiPath('samplingResults', { id }), { method: 'PUT', body });
export const verifySample = (id: number) =>
  apiRequest<{ ok: true }>(apiPath('samplingVerify', { id }), { method: 'POST' });
export const createBatch = (body: { module: SamplingModule; lab: string; reference: string }) =>
  apiRequest<LabBatch>(apiPath('samplingCreateBatch'), { body });
export const addQc = (batchId: number, body: SamplingQcBody) =>
  apiRequest<{ ok: true }>(apiPath('samplingAddQc', { id: batchId }), { body });
export const uploadImport = (q: { module: SamplingModule; batchId: number }, file: File) =>
  uploadFile<SamplingImportResponse>(apiPath('samplingImportUpload', {}, q), file);
export const previewImport = (id: number, body: SamplingImportBody) =>
  apiRequest<SamplingPreviewResponse>(apiPath('samplingImportPreview', { id }), { body });
export const confirmImport = (id: number, body: SamplingImportBody) =>
  apiRequest<SamplingConfirmResponse>(apiPath('samplingImportConfirm', { id }), { body });
export const decideMonth = (
  decision: 'review' | 'approve' | 'publish',
  body: { module: SamplingModule; month: string; stationIds: string[] },
) =>
  apiRequest<{ stations: number; samples: number }>(
    apiPath(
      decision === 'review'
        ? 'samplingReview'
        : decision === 'approve'
          ? 'samplingApprove'
          : 'samplingPublish',
    ),
    { body },
  );

/** The null-reason codes a QA/QC officer may give an invalidated sample. */
export const nullReasonsQuery = () =>
  queryOptions({
    queryKey: key('null-reasons'),
    queryFn: async () =>
      (await apiRequest<QualityCode[]>(apiPath('qaqcCodes'))).filter(
        (c) => c.kind === 'null_reason' && c.isActive,
      ),
    staleTime: 300_000,
  });

/** The QA/QC engine's change sets of a module made in a month (the validation history). */
export const changeSetsQuery = (q: { module: SamplingModule; from: string; to: string }) =>
  queryOptions({
    queryKey: key('change-sets', q),
    queryFn: () => apiRequest<QaqcChangeSetsResponse>(apiPath('qaqcChangeSets', {}, q)),
  });

/** A level-2 edit of sample values through the QA/QC engine (one change set). */
export const editValues = (body: QaqcEditBody) =>
  apiRequest<{ changeSet: string | null; changed: number }>(apiPath('qaqcEdit'), { body });
