import { FUNCTION_GROUPS, roleName } from '../access/functions.js';
import { MODULE_CODES, type ModuleCode } from '../modules.js';

/** The QA/QC functions of spec §6, each a role name `<Function> <MODULE>`. */
export const QAQC_FUNCTIONS = {
  report: 'View QA/QC Report',
  viewFlags: 'View Flag Details',
  updateFlag: 'Update Flag',
  viewDeletes: 'View Request of Deleted Data',
  requestDelete: 'Request Delete Data',
  reviewDelete: 'Review Request of Deleted Data',
} as const;
export type QaqcFunction = keyof typeof QAQC_FUNCTIONS;

const modulesOf = (name: string): readonly ModuleCode[] =>
  FUNCTION_GROUPS.flatMap((g) => g.functions).find((f) => f.name === name)?.modules ?? MODULE_CODES;

/** The role of one QA/QC function in one module. */
export function qaqcRole(fn: QaqcFunction, module: ModuleCode): string {
  return roleName(QAQC_FUNCTIONS[fn], module);
}

/** Every module's role of one function: the API table's gate; handlers narrow to the station's module. */
export function anyQaqcRole(fn: QaqcFunction): string[] {
  return modulesOf(QAQC_FUNCTIONS[fn]).map((m) => roleName(QAQC_FUNCTIONS[fn], m));
}

/** Whether a user's ticked roles allow one QA/QC function in one module. */
export function canQaqc(fn: QaqcFunction, module: ModuleCode, ticked: readonly string[]): boolean {
  return ticked.includes(qaqcRole(fn, module));
}
