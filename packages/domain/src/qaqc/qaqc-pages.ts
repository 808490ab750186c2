import { MODULES, type ModuleCode } from '../modules.js';
import { isSamplingModule, SAMPLING_MODULES } from '../sampling/sampling-access.js';
import { qaqcRole } from './qaqc-access.js';

/** Continuous modules, whose logger values go through levels 1–3 on these pages (spec §2 air, river and marine QA/QC pages). */
export const QAQC_MODULES = [
  'CAQM',
  'MCAQM',
  'CRWQM',
  'CMWQM',
] as const satisfies readonly ModuleCode[];

/** The QA/QC pages of each module: the report, level-2 review, level-3 approval and data validation (pending, history, report tabs) and the data transmission record, under Operational Report. */
export const QAQC_PAGE_KINDS = [
  ['Qaqc', 'qaqc', 'report'],
  ['Qaqc2', 'qaqc_2nd_level', 'viewFlags'],
  ['Qaqc3', 'qaqc_3rd_level', 'viewFlags'],
  ['Validation', 'datavalidation', 'viewFlags'],
  ['Transmission', 'data_transmission', 'report'],
] as const;

/**
 * Manual air's QA/QC report, 2nd-level and 3rd-level pages (spec §2 lists them for every air
 * module) over its sampled values. Its samples are reviewed and approved on its data validation
 * page, by the sampling rules (see `levelsDecidedOnQaqcPages`): these pages show the levels, and
 * the 2nd-level page edits values as it does for the continuous modules.
 */
export const QAQC_LEVEL_MODULES = ['MAQM'] as const satisfies readonly ModuleCode[];
const LEVEL_KINDS = QAQC_PAGE_KINDS.slice(0, 3) as readonly (typeof QAQC_PAGE_KINDS)[number][];

type QaqcPageId =
  | `${Lowercase<(typeof QAQC_MODULES)[number]>}${(typeof QAQC_PAGE_KINDS)[number][0]}`
  | `${Lowercase<(typeof QAQC_LEVEL_MODULES)[number]>}${'Qaqc' | 'Qaqc2' | 'Qaqc3'}`;

const qaqcPages = (
  modules: readonly ModuleCode[],
  kinds: readonly (typeof QAQC_PAGE_KINDS)[number][],
) =>
  modules.flatMap((module) =>
    kinds.map(([suffix, page, fn], order) => ({
      id: `${module.toLowerCase()}${suffix}` as QaqcPageId,
      path: `${MODULES[module].prefix}/report/${page}`,
      access: { anyOf: [qaqcRole(fn, module)] },
      titleKey: `qaqc:page.${page}`,
      module,
      menu: { section: module, group: 'operational' as const, order: 20 + order },
    })),
  );

export const QAQC_PAGES = [
  ...qaqcPages(QAQC_MODULES, QAQC_PAGE_KINDS),
  ...qaqcPages(QAQC_LEVEL_MODULES, LEVEL_KINDS),
];

/**
 * Whether a module's ranges are reviewed (level 2) and approved (level 3) on the QA/QC pages: not
 * for the sampled programmes, whose data validation page applies the sampling rules (nobody
 * reviews results they entered) and judges the approved samples' alerts.
 */
export function levelsDecidedOnQaqcPages(module: ModuleCode): boolean {
  return !isSamplingModule(module);
}

/**
 * Modules whose requests to delete data (spec §6 View / Request Delete / Review Request of Deleted
 * Data) have a page of their own, `report/delete_request`: the manual programmes and the
 * investigative studies, whose sampled values are readings like the loggers' (the continuous
 * modules decide theirs on the data validation page's tab), and the Straits of Johor, whose
 * round results are deleted (and reverted) as change sets of their own through the same requests.
 */
export const DELETE_REQUEST_MODULES = [
  ...SAMPLING_MODULES,
  'SOJ',
] as const satisfies readonly ModuleCode[];

type DeleteRequestPageId = `${Lowercase<(typeof DELETE_REQUEST_MODULES)[number]>}DeleteRequests`;

/** Everyone who works with a module's delete requests opens its page: who reads, asks or decides. */
export const DELETE_REQUEST_PAGES = DELETE_REQUEST_MODULES.map((module) => ({
  id: `${module.toLowerCase()}DeleteRequests` as DeleteRequestPageId,
  path: `${MODULES[module].prefix}/report/delete_request`,
  access: {
    anyOf: (['viewDeletes', 'requestDelete', 'reviewDelete'] as const).map((fn) =>
      qaqcRole(fn, module),
    ),
  },
  titleKey: 'qaqc:page.delete_request',
  module,
  menu: { section: module, group: 'operational' as const, order: 24 },
}));
