import { SAMPLING_PAGES, samplingPageKind, type SamplingPageKind } from '@eqmp/domain';
import { lazyPage } from '../../lib/lazy-page';
import type { PageView } from '../../lib/page-view';

type SamplingPageId = (typeof SAMPLING_PAGES)[number]['id'];

const BY_KIND: Record<SamplingPageKind, PageView['load']> = {
  Schedule: lazyPage(() => import('./pages/SchedulePage'), 'SchedulePage'),
  SampleTracking: lazyPage(() => import('./pages/SampleTrackingPage'), 'SampleTrackingPage'),
  DataValidation: lazyPage(() => import('./pages/ValidationPage'), 'ValidationPage'),
  FieldEntry: lazyPage(() => import('./pages/FieldEntryPage'), 'FieldEntryPage'),
  LabResults: lazyPage(() => import('./pages/LabResultsPage'), 'LabResultsPage'),
  ManualMonitoring: lazyPage(() => import('./pages/ManualMonitoringPage'), 'ManualMonitoringPage'),
};

/** Six generic pages serve the manual and investigative programmes (they read the module from the path). */
export const samplingViews = Object.fromEntries(
  SAMPLING_PAGES.map((p) => [p.id, { layout: 'app', load: BY_KIND[samplingPageKind(p.id)] }]),
) as Record<SamplingPageId, PageView>;
