import { roleName } from '../access/functions.js';
import type { ModuleCode } from '../modules.js';
import { qaqcRole } from '../qaqc/qaqc-access.js';

/**
 * The programmes whose samples run on these pages: manual air, manual river and manual marine
 * (spec §2), and the investigative studies' sampling rounds (RWIS, MWIS), on the same sample
 * model: plans, custody, field and lab entry, validation.
 */
export const SAMPLING_MODULES = [
  'MAQM',
  'MRWQM',
  'MMWQM',
  'RWIS',
  'MWIS',
] as const satisfies readonly ModuleCode[];
export type SamplingModule = (typeof SAMPLING_MODULES)[number];

export function isSamplingModule(module: string): module is SamplingModule {
  return (SAMPLING_MODULES as readonly string[]).includes(module);
}

/**
 * Who does what (spec §6 function names, `<Function> <MODULE>`): plans are `Sampling Schedule`;
 * field and lab entry `Data Entry`; the station summary `Data Summary` (or `Report`); review,
 * approval and publication the QA/QC officer's `Update Flag`, reading them `View Flag Details`.
 */
export type SamplingAction = 'plan' | 'enter' | 'summary' | 'view' | 'validate' | 'review';

const ACTION_ROLES: Readonly<Record<SamplingAction, (m: SamplingModule) => string[]>> = {
  plan: (m) => [roleName('Sampling Schedule', m)],
  enter: (m) => [roleName('Data Entry', m)],
  summary: (m) => [roleName('Data Summary', m), roleName('Report', m)],
  // Anyone who works with the samples sees where they are.
  view: (m) => [
    roleName('Sampling Schedule', m),
    roleName('Data Entry', m),
    roleName('Data Summary', m),
    qaqcRole('viewFlags', m),
    qaqcRole('updateFlag', m),
  ],
  validate: (m) => [qaqcRole('viewFlags', m), qaqcRole('updateFlag', m)],
  review: (m) => [qaqcRole('updateFlag', m)],
};

/** The role names that allow an action in one module (any one suffices). */
export function samplingRoles(action: SamplingAction, module: SamplingModule): string[] {
  return ACTION_ROLES[action](module);
}

/** The role names that allow an action in any manual module: the API table's gate (handlers narrow to the module). */
export function anySamplingRoles(...actions: SamplingAction[]): string[] {
  return [...new Set(actions.flatMap((a) => SAMPLING_MODULES.flatMap((m) => ACTION_ROLES[a](m))))];
}

/** Whether ticked roles allow an action in one module. */
export function canSampling(
  action: SamplingAction,
  module: SamplingModule,
  ticked: readonly string[],
): boolean {
  return samplingRoles(action, module).some((r) => ticked.includes(r));
}
