import type { ReportKind } from '@eqmp/domain';
import { buildBoxplotReport } from './build-boxplot.js';
import { buildCaseFollowUpReport } from './build-case-follow-up.js';
import { buildCaseSummaryReport } from './build-case-summary.js';
import { buildDailyReport } from './build-daily.js';
import { buildDescriptiveReport } from './build-descriptive.js';
import { buildEventSummaryReport } from './build-event-summary.js';
import { buildHotspotReport } from './build-hotspot.js';
import { buildNpeReport } from './build-npe.js';
import { buildMonthlyReport } from './build-monthly.js';
import { buildSampleMeansReport } from './build-sample-means.js';
import { buildSamplesReport } from './build-samples.js';
import { buildTarballReport } from './build-tarball.js';
import { buildYearlyReport } from './build-yearly.js';
import type { ReportContext } from './report-context.js';
import type { ReportTable } from './report-table.js';

/** The builder of each report kind (one per kind; definitions in the domain say which applies). */
export const REPORT_BUILDERS: Readonly<
  Record<ReportKind, (ctx: ReportContext) => Promise<ReportTable>>
> = {
  daily: buildDailyReport,
  monthly: buildMonthlyReport,
  yearly: buildYearlyReport,
  samples: buildSamplesReport,
  sampleMonthly: buildSampleMeansReport,
  triennial: buildSampleMeansReport,
  boxplot: buildBoxplotReport,
  descriptive: buildDescriptiveReport,
  hotspot: buildHotspotReport,
  caseSummary: buildCaseSummaryReport,
  eventSummary: buildEventSummaryReport,
  tarball: buildTarballReport,
  caseFollowUp: buildCaseFollowUpReport,
  npe: buildNpeReport,
};
