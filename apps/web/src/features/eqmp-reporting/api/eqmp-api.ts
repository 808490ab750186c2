import {
  apiPath,
  type EqmpDeleteDecisionBody,
  type EqmpListResponse,
  type EqmpModule,
  type EqmpPeriodType,
  type EqmpReportDetailResponse,
  type EqmpReviewBody,
  type EqmpUploaded,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, downloadWithToken, uploadFileWithProgress } from '../../../lib/api-client';

export const eqmpKeys = { all: ['eqmp-reports'] as const };

export const eqmpListQuery = (module: EqmpModule, periodType: EqmpPeriodType, year: number) =>
  queryOptions({
    queryKey: [...eqmpKeys.all, module, periodType, year],
    queryFn: () =>
      apiRequest<EqmpListResponse>(apiPath(`eqmpList${module}`, {}, { periodType, year })),
  });

export const eqmpDetailQuery = (module: EqmpModule, id: number) =>
  queryOptions({
    queryKey: [...eqmpKeys.all, module, 'detail', id],
    queryFn: () => apiRequest<EqmpReportDetailResponse>(apiPath(`eqmpDetail${module}`, { id })),
  });

export const uploadEqmpReport = (
  module: EqmpModule,
  periodType: EqmpPeriodType,
  period: string,
  file: File,
  onProgress: (p: number) => void,
) =>
  uploadFileWithProgress<EqmpUploaded>(
    apiPath(`eqmpUpload${module}`, {}, { periodType, period }),
    file,
    onProgress,
  );
export const reviewEqmpReport = (module: EqmpModule, id: number, body: EqmpReviewBody) =>
  apiRequest<null>(apiPath(`eqmpReview${module}`, { id }), { method: 'POST', body });
export const requestEqmpDelete = (module: EqmpModule, id: number, remarks: string) =>
  apiRequest<null>(apiPath(`eqmpRequestDelete${module}`, { id }), {
    method: 'POST',
    body: { remarks },
  });
export const decideEqmpDelete = (module: EqmpModule, id: number, body: EqmpDeleteDecisionBody) =>
  apiRequest<null>(apiPath(`eqmpDecideDelete${module}`, { id }), { method: 'POST', body });
export const downloadEqmpReport = (
  module: EqmpModule,
  id: number,
  fileName: string,
  version?: number,
) => downloadWithToken(apiPath(`eqmpDownload${module}`, { id }, { version }), fileName);
