import type { PageDef } from '../routes/page-def.js';
import { MODULES } from '../modules.js';
import { SOJ_ROLES, SOJ_VIEW } from './soj-api-entries.js';

const PREFIX = MODULES.SOJ.prefix;
const page = <Id extends string>(
  id: Id,
  path: string,
  anyOf: readonly string[],
  group: 'general' | 'reports' | 'operational' | 'alerts' | 'entry',
  order: number,
) => ({
  id,
  path: `${PREFIX}/${path}`,
  access: { anyOf },
  titleKey: `soj:page.${path.replace('alert/', '')}`,
  module: 'SOJ' as const,
  menu: { section: 'SOJ' as const, group, order },
});

/**
 * The Straits of Johor pages (spec §2), beside its map viewer and query options declared with the
 * other modules'. All of them but the identification page need a valid SOJ session (spec §4, §5).
 */
export const SOJ_PAGES = [
  page('sojIdentification', 'identification', SOJ_ROLES, 'general', 0),
  page('sojParameters', 'parameters', SOJ_VIEW.anyOf, 'general', 1),
  page('sojStandard', 'standard', SOJ_VIEW.anyOf, 'general', 2),
  page('sojStations', 'stations', SOJ_VIEW.anyOf, 'general', 3),
  page('sojBenchmark', 'benchmark', SOJ_VIEW.anyOf, 'general', 4),
  page('sojData', 'data', SOJ_VIEW.anyOf, 'reports', 1),
  page('sojYearly', 'yearly', SOJ_VIEW.anyOf, 'reports', 2),
  page('sojSchedule', 'schedule', SOJ_VIEW.anyOf, 'operational', 1),
  page('sojDataEntry', 'data_entry', ['Data Entry SOJ'], 'entry', 1),
  page('sojVerify', 'verify', ['Verify Data SOJ'], 'entry', 2),
  page('sojPendingApproval', 'pending_approval', ['Approve Data SOJ'], 'entry', 3),
  // Its alert page, alert/exceedance_alert_record, is one of the alert pages (ALERT_PAGES).
] as const satisfies readonly PageDef[];

/** Whether a page needs a valid SOJ session besides its roles (spec §4 SOJ access). */
export function needsSojSession(page: Pick<PageDef, 'id' | 'module'>): boolean {
  return page.module === 'SOJ' && page.id !== 'sojIdentification';
}
