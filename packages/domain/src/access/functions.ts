import { MODULE_CODES, type ModuleCode } from '../modules.js';

/**
 * The function hierarchy (spec §6): the source of every role name. A role name is either a
 * top-level group name (e.g. `System Admin`) or `<Function> <MODULE>` (e.g. `Map CAQM`).
 * The admin page may regroup and relabel these; it never invents a role string.
 */

/** Top-level role groups (spec §6). */
export const TOP_LEVEL_ROLES = [
  'System Admin',
  'Executive Summary',
  'System KPI',
  'Data KPI',
  'Document Repository',
  // Writing in the repository (folders, uploads, edits, versions, deleting and restoring):
  // `Document Repository` alone reads it, so a read-only user holds no write-capable function.
  'Update Document Repository',
  'Data Transmission Monitoring',
  'SMS Poll Table',
  'Raw Data',
  'Inventory Maintenance',
  'Station Information',
  'List of Sensor',
  'List of Parameter',
  // Spec §2: the developer status page /dev/serasi/local carries this role.
  'Close Page',
] as const;
export type TopLevelRole = (typeof TOP_LEVEL_ROLES)[number];

/** An access rule met by any of these top-level roles (checked against the list at compile time). */
export const anyTopLevelRole = (...names: TopLevelRole[]) => ({ anyOf: names });

/** The access rule of what only a System Admin may do. */
export const SYSTEM_ADMIN_ONLY = anyTopLevelRole('System Admin');

const CONTINUOUS: readonly ModuleCode[] = ['CAQM', 'MCAQM', 'CRWQM', 'CMWQM'];
const MANUAL: readonly ModuleCode[] = ['MAQM', 'MRWQM', 'MMWQM'];
// NPE: continuous and manual river and marine (spec §2: continuous marine is analogous to river).
const WATER_NPE: readonly ModuleCode[] = ['CRWQM', 'MRWQM', 'CMWQM', 'MMWQM'];
const POLLUTION: readonly ModuleCode[] = ['CRWQM', 'CMWQM'];
const INVESTIGATIVE: readonly ModuleCode[] = ['RWIS', 'MWIS'];
// Spec §2 lists maintenance_record and calibration_record among the report pages of all three air
// modules; continuous river and marine have maintenance and calibration.
const RECORDS: readonly ModuleCode[] = [...CONTINUOUS, 'MAQM'];
const AIR: readonly ModuleCode[] = ['CAQM', 'MAQM', 'MCAQM'];
// Spec §2 puts "EQMP and EQR Reporting" in every monitoring type's side menu, and the annual EQR
// has an air chapter (days per API class, MAAQS compliance) compiled from continuous air (issue 19).
const EQR: readonly ModuleCode[] = ['CAQM', 'CRWQM', 'MRWQM', 'CMWQM', 'MMWQM'];
const DATA_ENTRY: readonly ModuleCode[] = [
  'MCAQM',
  'MAQM',
  'MRWQM',
  'MMWQM',
  'RWIS',
  'MWIS',
  'SOJ',
];
const ALL = MODULE_CODES;
/**
 * Modules with EQMP reports and alert pages: every one but the investigative studies, which
 * report per case (their case reports) and raise no alerts of their own, so their EQMP report and
 * alert roles would open nothing (docs/architecture.md, "Roles").
 */
const NOT_INVESTIGATIVE: readonly ModuleCode[] = ALL.filter((m) => !INVESTIGATIVE.includes(m));
/** Modules with an index calculator: every one but the investigative studies and the SOJ programme. */
const CALCULATOR: readonly ModuleCode[] = NOT_INVESTIGATIVE.filter((m) => m !== 'SOJ');

/** A group of per-module functions, shown as one branch of the hierarchy. */
export interface FunctionGroup {
  /** Locale key suffix: `access:group.<key>`. */
  readonly key: string;
  readonly functions: readonly { readonly name: string; readonly modules: readonly ModuleCode[] }[];
}

const fn = (name: string, modules: readonly ModuleCode[] = ALL) => ({ name, modules });

export const FUNCTION_GROUPS: readonly FunctionGroup[] = [
  {
    key: 'general',
    functions: [fn('Map'), fn('Station Information'), fn('Report'), fn('Query Options')],
  },
  {
    key: 'records',
    functions: [
      fn('View Maintenance Record', RECORDS),
      fn('Upload Maintenance Record', RECORDS),
      fn('Request Delete Maintenance Record', RECORDS),
      fn('View Calibration Record', RECORDS),
      fn('Upload Calibration Record', RECORDS),
      fn('Request Delete Calibration Record', RECORDS),
    ],
  },
  {
    key: 'eqmpReport',
    functions: [
      fn('View EQMP Report', NOT_INVESTIGATIVE),
      fn('Upload EQMP Report', NOT_INVESTIGATIVE),
      fn('Request Delete EQMP Report', NOT_INVESTIGATIVE),
      fn('Review Submit EQMP Report', NOT_INVESTIGATIVE),
      // Importing hotspot files (FIRMS/ASMC) for the air hotspot report; `Report` only reads it.
      fn('Upload Hotspot', AIR),
      fn('View EQR Report', EQR),
    ],
  },
  {
    key: 'qaqc',
    functions: [
      fn('View QA/QC Report'),
      fn('View Flag Details'),
      fn('Update Flag'),
      fn('View Request of Deleted Data'),
      fn('Request Delete Data'),
      fn('Review Request of Deleted Data'),
    ],
  },
  {
    key: 'alerts',
    functions: [
      fn('View Exceedance Alert', NOT_INVESTIGATIVE),
      fn('Update Exceedance Alert', NOT_INVESTIGATIVE),
      fn('View Outlier Alert', CONTINUOUS),
      fn('Update Outlier Alert', CONTINUOUS),
      fn('View Pollution Alert', POLLUTION),
      fn('Update Pollution Alert', POLLUTION),
      fn('View NPE Alert', WATER_NPE),
      fn('Update NPE Alert', WATER_NPE),
      fn('View Data Transmission Status Alert', CONTINUOUS),
      fn('Update Data Transmission Status Alert', CONTINUOUS),
      fn('View Alert Management', NOT_INVESTIGATIVE),
      fn('Update Alert Management', NOT_INVESTIGATIVE),
    ],
  },
  {
    key: 'tools',
    functions: [
      fn('Index Calculator', CALCULATOR),
      fn('Data Entry', DATA_ENTRY),
      fn('Data Summary', [...DATA_ENTRY, ...INVESTIGATIVE.filter((m) => !DATA_ENTRY.includes(m))]),
      // The Straits of Johor plans its quarterly rounds too (docs/soj.md, "Sampling rounds").
      fn('Sampling Schedule', [...MANUAL, ...INVESTIGATIVE, 'SOJ']),
    ],
  },
  // The Straits of Johor programme's four-eyes sign-off: a second person verifies, a third approves.
  { key: 'sojFlow', functions: [fn('Verify Data', ['SOJ']), fn('Approve Data', ['SOJ'])] },
];

/** The role name of a per-module function. */
export function roleName(functionName: string, module: ModuleCode): string {
  return `${functionName} ${module}`;
}

/** Every role name the portal knows, in hierarchy order: top-level groups, then per module. */
export const ROLE_NAMES: readonly string[] = [
  ...TOP_LEVEL_ROLES,
  ...MODULE_CODES.flatMap((module) =>
    FUNCTION_GROUPS.flatMap((group) =>
      group.functions
        .filter((f) => f.modules.includes(module))
        .map((f) => roleName(f.name, module)),
    ),
  ),
];

const ROLE_SET = new Set(ROLE_NAMES);

export function isRoleName(value: string): boolean {
  return ROLE_SET.has(value);
}

/** One node of the hierarchy tree shown on the function hierarchy page. */
export interface FunctionNode {
  readonly key: string;
  /** Locale key for branches; role name (shown as is) for leaves. */
  readonly label: string;
  readonly roleName?: string;
  readonly children?: readonly FunctionNode[];
}

/** The tree: top-level groups, then module → group → role name. */
export function functionTree(): FunctionNode[] {
  return [
    {
      key: 'top',
      label: 'access:group.top',
      children: TOP_LEVEL_ROLES.map((role) => ({ key: role, label: role, roleName: role })),
    },
    ...MODULE_CODES.map((module) => ({
      key: module,
      label: `common:module.${module}`,
      children: FUNCTION_GROUPS.map((group) => ({
        key: `${module}:${group.key}`,
        label: `access:group.${group.key}`,
        children: group.functions
          .filter((f) => f.modules.includes(module))
          .map((f) => ({
            key: roleName(f.name, module),
            label: roleName(f.name, module),
            roleName: roleName(f.name, module),
          })),
      })).filter((group) => group.children.length > 0),
    })),
  ];
}
