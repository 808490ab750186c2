import { lazyView, sameView } from '../../lib/page-view';

/** Investigative studies (spec §2 RWIS form/rwis_form_summary, the MWIS form): the case register. */
export const investigativeViews = sameView(
  ['rwisFormSummary', 'mwisFormSummary'],
  lazyView(() => import('./pages/CasesPage'), 'CasesPage'),
);
