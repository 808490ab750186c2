import { MODULE_CODES, type ModuleCode } from '../modules.js';

/**
 * The monitoring modules a user's roles cover: a System Admin covers every module; anyone else
 * covers the modules of their `<Function> <MODULE>` role names. Top-level functions such as
 * `Station Information` or `Raw Data` open a page, never another module's data: every list and
 * data endpoint keeps to these modules.
 */
export function modulesCovered(ticked: readonly string[]): readonly ModuleCode[] {
  if (ticked.includes('System Admin')) return MODULE_CODES;
  return MODULE_CODES.filter((code) => ticked.some((role) => role.endsWith(` ${code}`)));
}

/** Whether `module` is one the user's roles cover. */
export function coversModule(ticked: readonly string[], module: string): boolean {
  return (modulesCovered(ticked) as readonly string[]).includes(module);
}
