import { lazyPage } from '../../lib/lazy-page';
import type { PageViews } from '../../lib/page-view';

const casesPage = {
  layout: 'app',
  load: lazyPage(
    () => import('./pages/CasesPage'),
    (m) => m.CasesPage,
  ),
} as const;

/** Investigative studies (spec §2 RWIS form/rwis_form_summary, the MWIS form): the case register. */
export const investigativeViews = {
  rwisFormSummary: casesPage,
  mwisFormSummary: casesPage,
} as const satisfies PageViews;
