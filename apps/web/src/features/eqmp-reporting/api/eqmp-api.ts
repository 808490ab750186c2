import {
  apiPath,
  type EqmpDeleteDecisionBody,
  type EqmpModule,
  type EqmpPeriodType,
  type EqmpReviewBody,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi, downloadWithToken, uploadApiWithProgress } from '../../../lib/api-client';

export const eqmpKeys = { all: ['eqmp-reports'] as const };

export const eqmpListQuery = (module: EqmpModule, periodType: EqmpPeriodType, year: number) =>
  queryOptions({
    queryKey: [...eqmpKeys.all, module, periodType, year],
    queryFn: () => callApi(`eqmpList${module}`, { query: { periodType, year } }),
  });

export const eqmpDetailQuery = (module: EqmpModule, id: number) =>
  queryOptions({
    queryKey: [...eqmpKeys.all, module, 'detail', id],
    queryFn: () => callApi(`eqmpDetail${module}`, { params: { id } }),
  });

export const uploadEqmpReport = (
  module: EqmpModule,
  periodType: EqmpPeriodType,
  period: string,
  file: File,
  onProgress: (p: number) => void,
) =>
  uploadApiWithProgress(`eqmpUpload${module}`, { query: { periodType, period } }, file, onProgress);
export const reviewEqmpReport = (module: EqmpModule, id: number, body: EqmpReviewBody) =>
  callApi(`eqmpReview${module}`, { params: { id }, body });
export const requestEqmpDelete = (module: EqmpModule, id: number, remarks: string) =>
  callApi(`eqmpRequestDelete${module}`, { params: { id }, body: { remarks } });
export const decideEqmpDelete = (module: EqmpModule, id: number, body: EqmpDeleteDecisionBody) =>
  callApi(`eqmpDecideDelete${module}`, { params: { id }, body });
export const downloadEqmpReport = (
  module: EqmpModule,
  id: number,
  fileName: string,
  version?: number,
) => downloadWithToken(apiPath(`eqmpDownload${module}`, { id }, { version }), fileName);
