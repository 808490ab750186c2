import type { ReportPageId } from '@eqmp/domain';
import { lazyView, type PageView } from '../../lib/page-view';

const report = lazyView(() => import('./pages/ReportPage'), 'ReportPage');

/** Every preformatted report page (packages/domain REPORTS) is the one generic report page. */
export const reportViews = {
  caqmReportDaily: report,
  caqmReportMonthly: report,
  caqmReportYearly: report,
  caqmReportHotspot: report,
  mcaqmReportDaily: report,
  mcaqmReportMonthly: report,
  mcaqmReportYearly: report,
  mcaqmReportHotspot: report,
  maqmReportSampling: report,
  maqmReportMonthly: report,
  maqmReportYearly: report,
  maqmReportHotspot: report,
  crwqmReportDaily: report,
  crwqmReportMonthly: report,
  crwqmReportYearly: report,
  crwqmReportDescriptiveStatistic: report,
  cmwqmReportDaily: report,
  cmwqmReportMonthly: report,
  cmwqmReportYearly: report,
  cmwqmReportDescriptiveStatistic: report,
  mrwqmReportSampling: report,
  mrwqmReportMonthly: report,
  mrwqmReportTriennial: report,
  mrwqmReportBoxplot: report,
  mrwqmReportEventSummary: report,
  mmwqmReportSampling: report,
  mmwqmReportMonthly: report,
  mmwqmReportTriennial: report,
  mmwqmReportBoxplot: report,
  mmwqmReportTarball: report,
  mmwqmReportNpe: report,
  mmwqmReportEventSummary: report,
  rwisReportRwisMonthly: report,
  rwisReportRwisSummary: report,
  mwisReportMonthly: report,
  mwisReportContireport: report,
} as const satisfies Record<ReportPageId, PageView>;
