import { MODULES } from '../modules.js';
import { SAMPLING_MODULES, samplingRoles, type SamplingAction } from './sampling-access.js';

/**
 * The manual programmes' pages of each manual module (spec §2 manual air, river and marine; side
 * menu "sampling schedule and progress", "sample tracking", "QA/QC Data Validation", "Data Entry
 * Form", "Data Entry & Summary"): id suffix, path, who opens it, menu group and order.
 */
const KINDS = [
  ['Schedule', 'report/schedule', 'plan', 'operational', 40],
  ['SampleTracking', 'report/sample_tracking', 'view', 'operational', 41],
  ['DataValidation', 'report/datavalidation', 'validate', 'operational', 23],
  ['FieldEntry', 'form/field_data_entry', 'enter', 'entry', 10],
  ['LabResults', 'form/lab_results', 'enter', 'entry', 20],
  ['ManualMonitoring', 'report/manual_monitoring', 'summary', 'entry', 30],
] as const satisfies readonly (readonly [string, string, SamplingAction, string, number])[];

export type SamplingPageKind = (typeof KINDS)[number][0];
type SamplingPageId = `${Lowercase<(typeof SAMPLING_MODULES)[number]>}${SamplingPageKind}`;

export const SAMPLING_PAGES = SAMPLING_MODULES.flatMap((module) =>
  KINDS.map(([suffix, page, action, group, order]) => ({
    id: `${module.toLowerCase()}${suffix}` as SamplingPageId,
    path: `${MODULES[module].prefix}/${page}`,
    access: { anyOf: samplingRoles(action, module) },
    titleKey: `sampling:page.${suffix}`,
    module,
    menu: { section: module, group, order },
  })),
);

/** The page kind of a page id (the web maps each kind to one view). */
export function samplingPageKind(id: string): SamplingPageKind {
  return KINDS.find(([suffix]) => id.endsWith(suffix))![0];
}
