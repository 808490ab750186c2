import { type PageDef } from './page-def.js';
import { roleName, SYSTEM_ADMIN_ONLY, type TopLevelRole } from '../access/functions.js';
import { queryOptionsRole } from '../query/query-definition.js';
import { MODULES } from '../modules.js';
import { alertManagementRoles, alertViewRoles } from '../alerts/alert-kinds.js';
import { ALERT_PAGES } from '../alerts/alert-pages.js';
import { SOJ_PAGES } from '../soj/soj-pages.js';
import { DOCUMENT_PAGES } from '../documents/document-pages.js';
import { EQMP_PAGES } from '../eqmp/eqmp-api-entries.js';
import { DEV_PAGES } from '../dev/dev-pages.js';
import { EQR_PAGES } from '../eqr/eqr-api-entries.js';
import { MANUAL_PAGES } from '../manual/manual.js';
import { REPORTS, reportPath, reportRole, reportTitleKey } from '../reports/report-definitions.js';
import { SECURITY_PAGES } from './security-api-entries.js';
import { DELETE_REQUEST_PAGES, QAQC_PAGES } from '../qaqc/qaqc-pages.js';
import { RECORD_PAGES } from '../records/record-pages.js';
import { stationInformationPages } from '../station-information/station-information-entries.js';
import { informationPages } from '../information/information-entries.js';
import { PUBLIC_PORTAL_PAGES } from '../public-portal/public-portal-entries.js';
import { OPEN_DATA_PAGES } from '../open-data/open-data-entries.js';
import { MOBILE_PAGES } from '../mobile/mobile-entries.js';
import { INVESTIGATIVE_PAGES } from '../investigative/investigative-entries.js';
import { EXECUTIVE_SUMMARY_PAGES } from '../executive-summary/executive-summary-entries.js';
import { SIGNAGE_PAGES } from '../signage/signage-entries.js';
import { FEEDBACK_PAGES } from '../feedback/feedback-entries.js';
import { SAMPLING_PAGES } from '../sampling/sampling-pages.js';

const SYSADMIN = '/eqmp/app/edc/system_administration';

/**
 * System Administration pages, one per `[id, page]`: only a System Admin opens them, and they
 * sit in the admin menu in the order given, from `firstOrder`.
 */
function adminPages<Id extends string, Page extends string>(
  pages: readonly (readonly [Id, Page])[],
  titleKeyOf: (page: Page) => string,
  firstOrder = 0,
) {
  return pages.map(([id, page], order) => ({
    id,
    path: `${SYSADMIN}/${page}`,
    access: SYSTEM_ADMIN_ONLY,
    titleKey: titleKeyOf(page),
    menu: { section: 'admin' as const, order: firstOrder + order },
  }));
}

/**
 * Every web page of the portal. A page appears here only when it works end to end; the web
 * router, the route guard and the side menu are all built from this table.
 */
export const PAGES = [
  // Role-free pages (spec §2, §6).
  { id: 'login', path: '/', access: 'public', titleKey: 'auth:login.title' },
  // The loading screen itself renews the token that brings the roles, so it needs none yet.
  { id: 'loading', path: '/loading', access: 'public', titleKey: 'auth:loading.title' },
  { id: 'logout', path: '/logout', access: 'public', titleKey: 'auth:logout.title' },
  { id: 'landing', path: '/landing', access: 'public', titleKey: 'public:landing.title' },
  { id: 'resetPassword', path: '/reset-password', access: 'public', titleKey: 'auth:reset.title' },
  ...SECURITY_PAGES,
  {
    id: 'home',
    path: '/Main',
    access: 'session',
    titleKey: 'home:title',
    menu: { section: 'help', order: 0 },
  },
  {
    id: 'profile',
    path: '/eqmp/app/edc/user_profile',
    access: 'session',
    titleKey: 'profile:title',
    menu: { section: 'help', order: 10 },
  },
  // System Administration (spec §2).
  ...adminPages(
    [
      ['adminDashboard', 'dashboard'],
      ['adminUserList', 'user_list'],
      ['adminAddUser', 'add_user'],
      ['adminRoleList', 'role_list'],
      ['adminAddRole', 'add_role'],
      ['adminFunctionHierarchy', 'function_ierarchy'],
      ['adminRegion', 'region'],
      ['adminState', 'state'],
      ['adminDistrict', 'district'],
      ['adminBasin', 'basin'],
      ['adminRiver', 'river'],
      ['adminAccessLog', 'access_log'],
      ['adminActivityLog', 'activity_log'],
    ] as const,
    (page) => `admin:page.${page}`,
  ),
  // Index calculators (spec §2: air api_calculator, river wqi_calculator, the marine water
  // quality index calculator), one page per module, under "Others" in the module's menu.
  ...(
    [
      ['caqmApiCalculator', 'CAQM', 'air', 'api_calculator'],
      ['maqmApiCalculator', 'MAQM', 'air', 'api_calculator'],
      ['mcaqmApiCalculator', 'MCAQM', 'air', 'api_calculator'],
      ['crwqmWqiCalculator', 'CRWQM', 'river', 'wqi_calculator'],
      ['mrwqmWqiCalculator', 'MRWQM', 'river', 'wqi_calculator'],
      ['cmwqmMwqiCalculator', 'CMWQM', 'marine', 'mwqi_calculator'],
      ['mmwqmMwqiCalculator', 'MMWQM', 'marine', 'mwqi_calculator'],
    ] as const
  ).map(([id, module, medium, page]) => ({
    id,
    path: `/eqmp/app/${medium}/${module.toLowerCase()}/report/${page}`,
    access: { anyOf: [roleName('Index Calculator', module)] },
    titleKey: `calculators:${medium}.title`,
    module,
    menu: { section: module, group: 'others' as const, order: 90 },
  })),
  // Map viewers (spec §2: map/{mod}_mapviewer for every module), first in each module's menu.
  ...(
    [
      ['caqmMapViewer', 'CAQM'],
      ['maqmMapViewer', 'MAQM'],
      ['mcaqmMapViewer', 'MCAQM'],
      ['crwqmMapViewer', 'CRWQM'],
      ['mrwqmMapViewer', 'MRWQM'],
      ['rwisMapViewer', 'RWIS'],
      ['cmwqmMapViewer', 'CMWQM'],
      ['mmwqmMapViewer', 'MMWQM'],
      ['mwisMapViewer', 'MWIS'],
      ['sojMapViewer', 'SOJ'],
    ] as const
  ).map(([id, module]) => ({
    id,
    path: `${MODULES[module].prefix}/map/${module.toLowerCase()}_mapviewer`,
    access: { anyOf: [roleName('Map', module)] },
    titleKey: 'maps:page.viewer',
    module,
    menu: { section: module, order: 0 },
  })),
  // The public portal's air quality map (spec §1: public portal views).
  {
    id: 'publicAirMap',
    path: '/public/air_quality',
    access: 'public',
    titleKey: 'maps:public.title',
  },
  // Standards and breakpoint tables as versioned data (System Administration).
  {
    id: 'adminStandards',
    path: `${SYSADMIN}/standards`,
    access: SYSTEM_ADMIN_ONLY,
    titleKey: 'calculators:standards.title',
    menu: { section: 'admin', order: 20 },
  },
  // Inventory (spec §2 More, §6 top-level roles): changing anything needs Inventory Maintenance.
  ...(
    [
      ['inventoryMaintenance', 'inventory_maintenance', ['Inventory Maintenance']],
      [
        'stationInformation',
        'station_information',
        ['Station Information', 'Inventory Maintenance'],
      ],
      ['listSensor', 'list_sensor', ['List of Sensor', 'Inventory Maintenance']],
      ['listParameter', 'list_parameter', ['List of Parameter', 'Inventory Maintenance']],
    ] as const
  ).map(([id, page, anyOf], order) => ({
    id,
    path: `/eqmp/app/edc/inventory/${page}`,
    access: { anyOf },
    titleKey: `inventory:page.${page}`,
    menu: { section: 'edc' as const, order: 50 + order },
  })),
  // Data polling system and KPI reports (spec §2 "More"), each behind its own top-level role.
  ...(
    [
      [
        'transmissionMonitoring',
        'data_polling_system/data_transmission_monitoring',
        'Data Transmission Monitoring',
        'polling:transmission.title',
        30,
      ],
      ['rawData', 'data_polling_system/raw_data', 'Raw Data', 'polling:raw.title', 32],
      ['smsPollerTable', 'data_polling_system/sms_poller_table', 'SMS Poll Table', 'sms:title', 31],
      ['systemKpi', 'kpi_report/system_kpi', 'System KPI', 'kpi:system.title', 20],
      ['dataKpi', 'kpi_report/data_kpi', 'Data KPI', 'kpi:data.title', 21],
    ] as const satisfies readonly (readonly [string, string, TopLevelRole, string, number])[]
  ).map(([id, page, role, titleKey, order]) => ({
    id,
    path: `/eqmp/app/edc/${page}`,
    access: { anyOf: [role] },
    titleKey,
    menu: { section: 'edc' as const, order },
  })),
  // Alerts (spec §2): each module's alert pages under "Alerts" in its menu; one generic view.
  ...ALERT_PAGES.map(([id, module, page, group], order) => ({
    id,
    path: `${MODULES[module].prefix}/alert/${page}`,
    access: {
      anyOf: group === 'management' ? alertManagementRoles(module) : alertViewRoles(module, group),
    },
    titleKey: `alerts:page.${page}`,
    module,
    menu: { section: module, group: 'alerts' as const, order },
  })),
  // Alert settings (spec §2 System Admin: transmission, exceedance, outlier, npe1, npe2, pmalert).
  ...adminPages(
    [
      ['adminAlertTransmission', 'transmission'],
      ['adminAlertExceedance', 'exceedance'],
      ['adminAlertOutlier', 'outlier'],
      ['adminAlertNpe1', 'npe1'],
      ['adminAlertNpe2', 'npe2'],
      ['adminAlertPm', 'pmalert'],
    ] as const,
    (page) => `alerts:settings.title.${page}`,
    30,
  ),
  // Query options (spec §2 Operational Report), one per module; SOJ's page has its own path.
  ...(
    [
      ['caqmQuery', 'CAQM'],
      ['maqmQuery', 'MAQM'],
      ['mcaqmQuery', 'MCAQM'],
      ['crwqmQuery', 'CRWQM'],
      ['mrwqmQuery', 'MRWQM'],
      ['rwisQuery', 'RWIS'],
      ['cmwqmQuery', 'CMWQM'],
      ['mmwqmQuery', 'MMWQM'],
      ['mwisQuery', 'MWIS'],
      ['sojQuery', 'SOJ'],
    ] as const
  ).map(([id, module]) => ({
    id,
    path:
      module === 'SOJ'
        ? `${MODULES[module].prefix}/query_options`
        : `${MODULES[module].prefix}/report/query`,
    access: { anyOf: [queryOptionsRole(module)] },
    titleKey: 'query:title',
    module,
    menu: { section: module, group: 'operational' as const, order: 0 },
  })),
  // Preformatted reports (spec §2 report pages; descriptive_statistic under Operational Report),
  // one generic page configured by the report definitions of packages/domain/src/reports.
  ...REPORTS.map((r) => ({
    id: r.id,
    path: reportPath(r),
    access: { anyOf: [reportRole(r.module)] },
    titleKey: reportTitleKey(r),
    module: r.module,
    menu: { section: r.module, group: r.group, order: r.order },
  })),
  // QA/QC report, level-2 review and level-3 approval of the continuous modules (QUALITY.md).
  ...QAQC_PAGES,
  ...DELETE_REQUEST_PAGES,
  // Maintenance and calibration records of the continuous modules (QUALITY.md windows).
  ...RECORD_PAGES,
  ...SOJ_PAGES,
  ...DOCUMENT_PAGES,
  ...EQMP_PAGES,
  ...DEV_PAGES,
  ...EQR_PAGES,
  ...MANUAL_PAGES,
  ...stationInformationPages(),
  ...informationPages(),
  ...PUBLIC_PORTAL_PAGES,
  ...OPEN_DATA_PAGES,
  ...MOBILE_PAGES,
  ...INVESTIGATIVE_PAGES,
  ...EXECUTIVE_SUMMARY_PAGES,
  ...SIGNAGE_PAGES,
  ...FEEDBACK_PAGES,
  // Manual programmes: schedule, sample tracking, field and lab entry, validation, station summary.
  ...SAMPLING_PAGES,
] as const satisfies readonly PageDef[];

export type PageId = (typeof PAGES)[number]['id'];

/** The page whose path is exactly `path`, if any. */
export function findPageByPath(
  path: string,
  pages: readonly PageDef[] = PAGES,
): PageDef | undefined {
  return pages.find((page) => page.path === path);
}
