import { roleName } from '../access/functions.js';
import { MODULES } from '../modules.js';
import { reportPath } from '../reports/report-definitions.js';

/** The investigative study programmes: river (RWIS) and marine (MWIS). */
export const INVESTIGATIVE_MODULES = ['RWIS', 'MWIS'] as const;
export type InvestigativeModule = (typeof INVESTIGATIVE_MODULES)[number];

export function isInvestigativeModule(module: string): module is InvestigativeModule {
  return (INVESTIGATIVE_MODULES as readonly string[]).includes(module);
}

/** Who registers and changes a module's cases: its data entry officers. */
export const caseEntryRoles = (module: InvestigativeModule) => [roleName('Data Entry', module)];
/** Who reads them: the entry officers and the module's data summary role. */
export const caseReadRoles = (module: InvestigativeModule) => [
  roleName('Data Entry', module),
  roleName('Data Summary', module),
];

/**
 * The case register of each programme: RWIS `form/rwis_form_summary` (spec §2 "data entry form")
 * and the MWIS form, under "Data Entry & Summary" in the module's menu.
 */
export const INVESTIGATIVE_PAGES = INVESTIGATIVE_MODULES.map((module) => {
  const code = module.toLowerCase() as Lowercase<InvestigativeModule>;
  return {
    id: `${code}FormSummary` as const,
    path: `${MODULES[module].prefix}/form/${code}_form_summary`,
    access: { anyOf: caseReadRoles(module) },
    titleKey: 'investigative:title' as const,
    module,
    menu: { section: module, group: 'entry' as const, order: 1 },
  };
});

/** The report of a case's samples by month: RWIS `rwis_monthly`, MWIS `monthly`. */
const CASE_MONTHLY_REPORT: Readonly<Record<InvestigativeModule, string>> = {
  RWIS: 'rwis_monthly',
  MWIS: 'monthly',
};

/** The case's monthly report with `year` and `caseID`, as the map's identify panel opens it (spec §2). */
export function caseReportUrl(module: InvestigativeModule, caseId: string, year: number): string {
  const query = new URLSearchParams({ year: String(year), caseID: caseId });
  return `${reportPath({ module, name: CASE_MONTHLY_REPORT[module] })}?${query.toString()}`;
}
