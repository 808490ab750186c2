import { MODULES, type ModuleCode } from '../modules.js';
import { GROUP_OF_KIND, type AlertGroup, type AlertKind } from './alert-kinds.js';

/**
 * Which list an alert page opens on (spec §2 "each offers new alerts in the last 24 hours, all
 * pending alerts, alert records and alert management"): `new24h` = opened in the last 24 hours,
 * `pending` = not closed, `records` = every alert with filters. The page shows all three as tabs.
 */
export const ALERT_SCOPES = ['new24h', 'pending', 'records'] as const;
export type AlertScope = (typeof ALERT_SCOPES)[number];

/** A page's alert group, or `management` for the page that lists every group of its module. */
export type AlertPageGroup = AlertGroup | 'management';

/**
 * Every alert page (spec §2 page names under `{module prefix}/alert/<page>`): id, module, page
 * name, group and the tab it opens on. Modules whose spec lists no page name for a group get
 * `<group>_pending` and `<group>_alert`, the names the air module uses.
 */
export const ALERT_PAGES = [
  ['caqmExceedancePending', 'CAQM', 'exceedance_pending', 'exceedance', 'pending'],
  ['caqmExceedanceAlert', 'CAQM', 'exceedance_alert', 'exceedance', 'records'],
  ['caqmNewOutlierAlert', 'CAQM', 'new_outlier_alert', 'outlier', 'new24h'],
  ['caqmOutlierAlertRecord', 'CAQM', 'outlier_alert_record', 'outlier', 'records'],
  ['caqmTransmissionPending', 'CAQM', 'transmission_pending', 'transmission', 'pending'],
  ['caqmTransmissionAlert', 'CAQM', 'transmission_alert', 'transmission', 'records'],
  ['caqmAlertManagement', 'CAQM', 'alert_management', 'management', 'pending'],
  ['mcaqmExceedancePending', 'MCAQM', 'exceedance_pending', 'exceedance', 'pending'],
  ['mcaqmExceedanceAlert', 'MCAQM', 'exceedance_alert', 'exceedance', 'records'],
  ['mcaqmNewOutlierAlert', 'MCAQM', 'new_outlier_alert', 'outlier', 'new24h'],
  ['mcaqmOutlierAlertRecord', 'MCAQM', 'outlier_alert_record', 'outlier', 'records'],
  ['mcaqmTransmissionPending', 'MCAQM', 'transmission_pending', 'transmission', 'pending'],
  ['mcaqmTransmissionAlert', 'MCAQM', 'transmission_alert', 'transmission', 'records'],
  ['mcaqmAlertManagement', 'MCAQM', 'alert_management', 'management', 'pending'],
  ['maqmExceedancePending', 'MAQM', 'exceedance_pending', 'exceedance', 'pending'],
  ['maqmExceedanceAlert', 'MAQM', 'exceedance_alert', 'exceedance', 'new24h'],
  ['maqmExceedanceRecord', 'MAQM', 'exceedance_record', 'exceedance', 'records'],
  ['maqmAlertManagement', 'MAQM', 'alert_management', 'management', 'pending'],
  ['crwqmExceedancePending', 'CRWQM', 'exceedance_pending', 'exceedance', 'pending'],
  ['crwqmExceedanceAlert', 'CRWQM', 'exceedance_alert', 'exceedance', 'records'],
  ['crwqmNewOutlierAlert', 'CRWQM', 'new_outlier_alert', 'outlier', 'new24h'],
  ['crwqmOutlierAlertRecord', 'CRWQM', 'outlier_alert_record', 'outlier', 'records'],
  ['crwqmPollutionPending', 'CRWQM', 'pollution_pending', 'pollution', 'pending'],
  ['crwqmPollutionAlert', 'CRWQM', 'pollution_alert', 'pollution', 'records'],
  ['crwqmNpePending', 'CRWQM', 'npe_pending', 'npe', 'pending'],
  ['crwqmNpeAlertRecord', 'CRWQM', 'npe_alert_record', 'npe', 'records'],
  ['crwqmTransmissionPending', 'CRWQM', 'transmission_pending', 'transmission', 'pending'],
  ['crwqmTransmissionAlert', 'CRWQM', 'transmission_alert', 'transmission', 'records'],
  ['crwqmAlertManagement', 'CRWQM', 'alert_management', 'management', 'pending'],
  ['mrwqmExceedancePending', 'MRWQM', 'exceedance_pending', 'exceedance', 'pending'],
  ['mrwqmExceedanceRecord', 'MRWQM', 'exceedance_record', 'exceedance', 'records'],
  ['mrwqmNpePending', 'MRWQM', 'npe_pending', 'npe', 'pending'],
  ['mrwqmNpeAlertRecord', 'MRWQM', 'npe_alert_record', 'npe', 'records'],
  ['mrwqmAlertManagement', 'MRWQM', 'alert_management', 'management', 'pending'],
  ['cmwqmExceedancePending', 'CMWQM', 'exceedance_pending', 'exceedance', 'pending'],
  ['cmwqmExceedanceAlert', 'CMWQM', 'exceedance_alert', 'exceedance', 'records'],
  ['cmwqmNewOutlierAlert', 'CMWQM', 'new_outlier_alert', 'outlier', 'new24h'],
  ['cmwqmOutlierAlertRecord', 'CMWQM', 'outlier_alert_record', 'outlier', 'records'],
  ['cmwqmPollutionPending', 'CMWQM', 'pollution_pending', 'pollution', 'pending'],
  ['cmwqmPollutionAlert', 'CMWQM', 'pollution_alert', 'pollution', 'records'],
  ['cmwqmNpePending', 'CMWQM', 'npe_pending', 'npe', 'pending'],
  ['cmwqmNpeAlertRecord', 'CMWQM', 'npe_alert_record', 'npe', 'records'],
  ['cmwqmTransmissionPending', 'CMWQM', 'transmission_pending', 'transmission', 'pending'],
  ['cmwqmTransmissionAlert', 'CMWQM', 'transmission_alert', 'transmission', 'records'],
  ['cmwqmAlertManagement', 'CMWQM', 'alert_management', 'management', 'pending'],
  ['mmwqmExceedancePending', 'MMWQM', 'exceedance_pending', 'exceedance', 'pending'],
  ['mmwqmExceedanceRecord', 'MMWQM', 'exceedance_record', 'exceedance', 'records'],
  ['mmwqmNpePending', 'MMWQM', 'npe_pending', 'npe', 'pending'],
  ['mmwqmNpeAlertRecord', 'MMWQM', 'npe_alert_record', 'npe', 'records'],
  ['mmwqmAlertManagement', 'MMWQM', 'alert_management', 'management', 'pending'],
  // Spec §2 names one SOJ alert page; its tabs list the new, pending and recorded exceedances.
  ['sojExceedanceAlertRecord', 'SOJ', 'exceedance_alert_record', 'exceedance', 'records'],
] as const satisfies readonly (readonly [string, ModuleCode, string, AlertPageGroup, AlertScope])[];

export type AlertPageId = (typeof ALERT_PAGES)[number][0];

/** One alert page, as the web view reads it. */
export interface AlertPageInfo {
  readonly id: AlertPageId;
  readonly module: ModuleCode;
  readonly page: string;
  readonly group: AlertPageGroup;
  readonly scope: AlertScope;
}

/** The alert page of this id. */
export function alertPageInfo(id: AlertPageId): AlertPageInfo {
  const row = ALERT_PAGES.find((p) => p[0] === id)!;
  return { id: row[0], module: row[1], page: row[2], group: row[3], scope: row[4] };
}

/**
 * The web path of the page listing an alert's pending alerts: its group's pending page, else the
 * module's alert management page, else the group's first page (null when the module has none).
 */
export function alertPagePath(module: ModuleCode, kind: AlertKind): string | null {
  const group = GROUP_OF_KIND[kind];
  const ofModule = ALERT_PAGES.filter((p) => p[1] === module);
  const row =
    ofModule.find((p) => p[3] === group && p[4] === 'pending') ??
    ofModule.find((p) => p[3] === 'management') ??
    ofModule.find((p) => p[3] === group);
  return row ? `${MODULES[module].prefix}/alert/${row[2]}` : null;
}
