import type { ModuleCode } from '../modules.js';

/**
 * What an alert is about (spec §1, §3 "Alert kinds"). `pm` is the PM alert of the System Admin
 * `pmalert` page: a 24-hour running average of PM2.5 or PM10 above a configurable level. NPE has
 * two tiers, each its own kind, so that the spec §3 counters MRWQMNPE1 / MRWQMNPE2 count them apart.
 */
export const ALERT_KINDS = [
  'exceedance',
  'pm',
  'outlier',
  'pollution',
  'npe1',
  'npe2',
  'transmission',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * The alert groups of the side menu (spec §2 "Alerts: Exceedance, Outlier, Pollution, NPE, Data
 * Transmission"); each has its View/Update role pair in the function hierarchy.
 */
export const ALERT_GROUPS = ['exceedance', 'outlier', 'pollution', 'npe', 'transmission'] as const;
export type AlertGroup = (typeof ALERT_GROUPS)[number];

/** Which group lists an alert kind: PM alerts are exceedances of a PM level. */
export const GROUP_OF_KIND: Readonly<Record<AlertKind, AlertGroup>> = {
  exceedance: 'exceedance',
  pm: 'exceedance',
  outlier: 'outlier',
  pollution: 'pollution',
  npe1: 'npe',
  npe2: 'npe',
  transmission: 'transmission',
};

/** The kinds one group lists. */
export function kindsOfGroup(group: AlertGroup): AlertKind[] {
  return ALERT_KINDS.filter((kind) => GROUP_OF_KIND[kind] === group);
}

/**
 * Status flow: open (new) → acknowledged → closed by an officer with a reason; `auto_closed` when
 * the condition ends before anyone closed it. Pending = not closed (open or acknowledged).
 */
export const ALERT_STATUSES = ['open', 'acknowledged', 'closed', 'auto_closed'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
export const PENDING_STATUSES: readonly AlertStatus[] = ['open', 'acknowledged'];

/** Role function names (functions.ts) of each group: `<View|Update> <function> <MODULE>`. */
const GROUP_FUNCTION: Readonly<Record<AlertGroup, string>> = {
  exceedance: 'Exceedance Alert',
  outlier: 'Outlier Alert',
  pollution: 'Pollution Alert',
  npe: 'NPE Alert',
  transmission: 'Data Transmission Status Alert',
};
const MANAGEMENT = 'Alert Management';

/**
 * Which modules have which alert groups: the modules the function hierarchy gives the group's
 * roles to (functions.ts), restricted to modules that produce the data a rule needs.
 */
export const MODULE_ALERT_GROUPS: Readonly<Partial<Record<ModuleCode, readonly AlertGroup[]>>> = {
  CAQM: ['exceedance', 'outlier', 'transmission'],
  MCAQM: ['exceedance', 'outlier', 'transmission'],
  MAQM: ['exceedance'],
  CRWQM: ['exceedance', 'outlier', 'pollution', 'npe', 'transmission'],
  MRWQM: ['exceedance', 'npe'],
  CMWQM: ['exceedance', 'outlier', 'pollution', 'npe', 'transmission'],
  MMWQM: ['exceedance', 'npe'],
  SOJ: ['exceedance'],
};

/** Modules that have any alert, in module order. */
export const ALERT_MODULES = Object.keys(MODULE_ALERT_GROUPS) as ModuleCode[];

/** Whether a module raises alerts of a kind (e.g. PM alerts only where PM is measured continuously). */
export function moduleHasKind(module: ModuleCode, kind: AlertKind): boolean {
  if (kind === 'pm') return module === 'CAQM' || module === 'MCAQM';
  return (MODULE_ALERT_GROUPS[module] ?? []).includes(GROUP_OF_KIND[kind]);
}

/** Role names that let a user read a group's alerts of a module (View or Update of the group or of Alert Management). */
export function alertViewRoles(module: ModuleCode, group: AlertGroup): string[] {
  const fn = GROUP_FUNCTION[group];
  return [
    `View ${fn} ${module}`,
    `Update ${fn} ${module}`,
    `View ${MANAGEMENT} ${module}`,
    `Update ${MANAGEMENT} ${module}`,
  ];
}

/** Role names that let a user handle (acknowledge, assign, remark, close) a group's alerts of a module. */
export function alertUpdateRoles(module: ModuleCode, group: AlertGroup): string[] {
  return [`Update ${GROUP_FUNCTION[group]} ${module}`, `Update ${MANAGEMENT} ${module}`];
}

/** The alert-management role pair of a module (the alert_management page lists every group). */
export function alertManagementRoles(module: ModuleCode): string[] {
  return [`View ${MANAGEMENT} ${module}`, `Update ${MANAGEMENT} ${module}`];
}

/** Every role that reads some alert: the access of the alert API (handlers narrow it per module and group). */
export const ANY_ALERT_ROLES: readonly string[] = [
  ...new Set(
    ALERT_MODULES.flatMap((module) =>
      (MODULE_ALERT_GROUPS[module] ?? []).flatMap((group) => alertViewRoles(module, group)),
    ),
  ),
];

/** The groups of a module a user may read, given their ticked roles. */
export function viewableGroups(module: ModuleCode, ticked: readonly string[]): AlertGroup[] {
  return (MODULE_ALERT_GROUPS[module] ?? []).filter((group) =>
    alertViewRoles(module, group).some((r) => ticked.includes(r)),
  );
}

/** Whether the user may handle alerts of this module and group. */
export function canUpdateAlerts(
  module: ModuleCode,
  group: AlertGroup,
  ticked: readonly string[],
): boolean {
  return alertUpdateRoles(module, group).some((r) => ticked.includes(r));
}

/**
 * The episode key: one condition of one station (and parameter, averaging period). At most one
 * episode per key is ongoing at a time; the database enforces it with a unique partial index.
 */
export function episodeKey(
  kind: AlertKind,
  stationId: string,
  parameter: string | null,
  averaging: string | null = null,
): string {
  return [kind, stationId, parameter ?? '', averaging ?? ''].join('|');
}
