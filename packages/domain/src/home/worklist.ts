import { MODULES, type ModuleCode } from '../modules.js';
import { canQaqc } from '../qaqc/qaqc-access.js';
import { DELETE_REQUEST_MODULES, QAQC_MODULES } from '../qaqc/qaqc-pages.js';
import {
  canRecord,
  RECORD_KINDS,
  RECORD_MODULES,
  recordPagePath,
  type RecordKind,
  type RecordModule,
} from '../records/record-kinds.js';

/** The kinds of work Home lists as waiting for the user ("waiting for you"). */
export const WORK_KINDS = ['review', 'approve', 'dataDelete', 'recordDelete'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/** Where the user may do each kind of work: modules (and record kinds), from their roles. */
export interface WorkScope {
  /** Level-2 review and level-3 approval of continuous data (Update Flag <MODULE>). */
  readonly qaqc: readonly ModuleCode[];
  /** Data delete requests to decide (Review Request of Deleted Data <MODULE>). */
  readonly dataDeletes: readonly ModuleCode[];
  /** Maintenance and calibration record delete requests to decide. */
  readonly recordDeletes: readonly { readonly kind: RecordKind; readonly module: RecordModule }[];
}

export function workScope(ticked: readonly string[]): WorkScope {
  return {
    qaqc: QAQC_MODULES.filter((m) => canQaqc('updateFlag', m, ticked)),
    dataDeletes: [...QAQC_MODULES, ...DELETE_REQUEST_MODULES].filter((m) =>
      canQaqc('reviewDelete', m, ticked),
    ),
    recordDeletes: RECORD_KINDS.flatMap((kind) =>
      RECORD_MODULES.filter((module) => canRecord(kind, 'reviewDelete', module, ticked)).map(
        (module) => ({ kind, module }),
      ),
    ),
  };
}

/** The page where a piece of waiting work is done. */
export function workPath(kind: WorkKind, module: ModuleCode, recordKind?: RecordKind): string {
  const report = `${MODULES[module].prefix}/report`;
  switch (kind) {
    case 'review':
      return `${report}/qaqc_2nd_level`;
    case 'approve':
      return `${report}/qaqc_3rd_level`;
    case 'dataDelete':
      return (DELETE_REQUEST_MODULES as readonly ModuleCode[]).includes(module)
        ? `${report}/delete_request`
        : `${report}/datavalidation?tab=deletes`;
    case 'recordDelete':
      return recordPagePath(recordKind ?? 'maintenance', module as RecordModule);
  }
}
