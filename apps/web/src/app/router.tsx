import { PAGES, type PageId } from '@eqmp/domain';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { adminViews } from '../features/admin/admin.routes';
import { authViews } from '../features/auth/auth.routes';
import { calculatorViews } from '../features/calculators/calculators.routes';
import { homeViews } from '../features/home/home.routes';
import { informationViews } from '../features/information/information.routes';
import { inventoryViews } from '../features/inventory/inventory.routes';
import { kpiViews } from '../features/kpi/kpi.routes';
import { reportViews } from '../features/reports/reports.routes';
import { alertViews } from '../features/alerts/alerts.routes';
import { mapViews } from '../features/maps/maps.routes';
import { pollingViews } from '../features/polling/polling.routes';
import { profileViews } from '../features/profile/profile.routes';
import { publicViews } from '../features/public/public.routes';
import { queryViews } from '../features/query/query.routes';
import { deleteRequestViews, qaqcViews } from '../features/qaqc/qaqc.routes';
import { recordViews } from '../features/records/records.routes';
import { smsViews } from '../features/sms/sms.routes';
import { sojViews } from '../features/soj/soj.routes';
import { documentViews } from '../features/documents/documents.routes';
import { eqmpReportingViews } from '../features/eqmp-reporting/eqmp-reporting.routes';
import { devViews } from '../features/dev/dev.routes';
import { manualViews } from '../features/manual/manual.routes';
import { eqrViews } from '../features/eqr/eqr.routes';
import { stationInformationViews } from '../features/station-information/station-information.routes';
import { mobileViews } from '../features/mobile/mobile.routes';
import { investigativeViews } from '../features/investigative/investigative.routes';
import { executiveSummaryViews } from '../features/executive-summary/executive-summary.routes';
import { signageViews } from '../features/signage/signage.routes';
import { feedbackViews } from '../features/feedback/feedback.routes';
import { samplingViews } from '../features/sampling/sampling.routes';
import type { PageView } from '../lib/page-view';
import { AppLayout } from './layouts/AppLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { RootLayout } from './layouts/RootLayout';
import { NotFoundPage } from './NotFoundPage';
import { PageGuard } from './PageGuard';
import { RouteErrorPage } from './RouteErrorPage';

/** Every page of the table has a view; the compiler refuses a page without one. */
const VIEWS: Record<PageId, PageView> = {
  ...authViews,
  ...publicViews,
  ...homeViews,
  ...pollingViews,
  ...profileViews,
  ...adminViews,
  ...calculatorViews,
  ...inventoryViews,
  ...kpiViews,
  ...reportViews,
  ...smsViews,
  ...alertViews,
  ...mapViews,
  ...queryViews,
  ...qaqcViews,
  ...deleteRequestViews,
  ...recordViews,
  ...sojViews,
  ...documentViews,
  ...eqmpReportingViews,
  ...devViews,
  ...manualViews,
  ...eqrViews,
  ...stationInformationViews,
  ...informationViews,
  ...mobileViews,
  ...investigativeViews,
  ...executiveSummaryViews,
  ...signageViews,
  ...feedbackViews,
  ...samplingViews,
} satisfies Record<PageId, PageView>;

function routesFor(layout: PageView['layout']): RouteObject[] {
  return PAGES.filter((page) => VIEWS[page.id].layout === layout).map((page) => ({
    path: page.path,
    element: <PageGuard page={page} />,
    errorElement: <RouteErrorPage />,
    children: [{ index: true, lazy: VIEWS[page.id].load }],
  }));
}

export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          element: <PublicLayout />,
          children: [...routesFor('public'), { path: '*', element: <NotFoundPage /> }],
        },
        { element: <AppLayout />, children: routesFor('app') },
        // Full-screen pages (signage) render alone: no header, menu or footer.
        { children: routesFor('screen') },
      ],
    },
  ]);
}
