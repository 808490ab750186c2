import { roleName } from '../access/functions.js';
import { MODULES, type ModuleCode } from '../modules.js';

/** The two kinds of station record (spec §2 `maintenance_record`, `calibration_record`). */
export const RECORD_KINDS = ['maintenance', 'calibration'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/**
 * Modules that keep maintenance and calibration records: the continuous ones, and manual air,
 * whose samplers are serviced and calibrated too (spec §2 lists both record pages for every air
 * module).
 */
export const RECORD_MODULES = [
  'CAQM',
  'MCAQM',
  'CRWQM',
  'CMWQM',
  'MAQM',
] as const satisfies readonly ModuleCode[];
export type RecordModule = (typeof RECORD_MODULES)[number];

/** The null-reason code a record's window gives the values inside it (QUALITY.md). */
export const RECORD_NULL_REASON = { maintenance: 'BA', calibration: 'AT' } as const;

/** What kind of work a maintenance record describes (labels `records:type.<type>`). */
export const MAINTENANCE_TYPES = [
  'preventive',
  'corrective',
  'cleaning',
  'replacement',
  'inspection',
  'other',
] as const;
/** What kind of check a calibration record describes. */
export const CALIBRATION_TYPES = ['zero_span', 'multi_point', 'flow', 'audit', 'other'] as const;
export type MaintenanceType = (typeof MAINTENANCE_TYPES)[number];
export type CalibrationType = (typeof CALIBRATION_TYPES)[number];

/** A calibration point: the zero, the span, or another point of a multi-point check. */
export const CALIBRATION_POINT_KINDS = ['zero', 'span', 'point'] as const;
export type CalibrationPointKind = (typeof CALIBRATION_POINT_KINDS)[number];

const FUNCTION_NAMES = {
  maintenance: {
    view: 'View Maintenance Record',
    upload: 'Upload Maintenance Record',
    requestDelete: 'Request Delete Maintenance Record',
  },
  calibration: {
    view: 'View Calibration Record',
    upload: 'Upload Calibration Record',
    requestDelete: 'Request Delete Calibration Record',
  },
} as const;
export type RecordAction = keyof (typeof FUNCTION_NAMES)['maintenance'] | 'reviewDelete';

/**
 * The role of one record action in one module (spec §6). A request to delete a record is decided
 * like a request to delete data: by a `Review Request of Deleted Data` officer who did not ask.
 */
export function recordRole(kind: RecordKind, action: RecordAction, module: ModuleCode): string {
  return action === 'reviewDelete'
    ? roleName('Review Request of Deleted Data', module)
    : roleName(FUNCTION_NAMES[kind][action], module);
}

/** Everyone who works with a module's records of one kind may read them. */
export function recordReadRoles(kind: RecordKind, module: ModuleCode): string[] {
  return (['view', 'upload', 'requestDelete', 'reviewDelete'] as const).map((a) =>
    recordRole(kind, a, module),
  );
}

/** Whether ticked roles allow a record action in a module. */
export function canRecord(
  kind: RecordKind,
  action: RecordAction | 'read',
  module: ModuleCode,
  ticked: readonly string[],
): boolean {
  if (action === 'read') return recordReadRoles(kind, module).some((r) => ticked.includes(r));
  return ticked.includes(recordRole(kind, action, module));
}

/**
 * The page of a module's records. Spec §2 names them `maintenance_record` and
 * `calibration_record` among the air report pages, and `maintenance` and `calibration` for
 * continuous river (continuous marine is "analogous to river").
 */
export function recordPagePath(kind: RecordKind, module: RecordModule): string {
  const page = MODULES[module].medium === 'air' ? `${kind}_record` : kind;
  return `${MODULES[module].prefix}/report/${page}`;
}
