import type { ApiDef } from '../routes/api.js';
import { MODULES, type ModuleCode } from '../modules.js';

/** The largest EQMP report file, in bytes (25 MiB). */
export const EQMP_REPORT_MAX_BYTES = 25 * 1024 * 1024;

/** EQMP reports are PDF, Word or Excel files (checked by their bytes). */
export const EQMP_REPORT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/**
 * The modules with an EQMP report page (spec §2: `reporting` among the air, river and marine
 * continuous and manual report pages).
 */
export const EQMP_MODULES = [
  'CAQM',
  'MAQM',
  'MCAQM',
  'CRWQM',
  'MRWQM',
  'CMWQM',
  'MMWQM',
] as const satisfies readonly ModuleCode[];
export type EqmpModule = (typeof EQMP_MODULES)[number];

/** The spec §6 EQMP report roles of one module. */
export function eqmpRoles(module: ModuleCode) {
  return {
    view: `View EQMP Report ${module}`,
    upload: `Upload EQMP Report ${module}`,
    requestDelete: `Request Delete EQMP Report ${module}`,
    review: `Review Submit EQMP Report ${module}`,
  } as const;
}

/** Anyone who works with a module's EQMP reports may list and read them. */
export function eqmpReadRoles(module: ModuleCode): string[] {
  return Object.values(eqmpRoles(module));
}

type Action =
  'List' | 'Detail' | 'Upload' | 'Download' | 'Review' | 'RequestDelete' | 'DecideDelete';
type EqmpEntryName = `eqmp${Action}${EqmpModule}`;

/** The API entries of EQMP reporting per module, each open to the roles that step needs. */
export function eqmpApiEntries(): Record<EqmpEntryName, ApiDef> {
  const entries: Partial<Record<EqmpEntryName, ApiDef>> = {};
  for (const module of EQMP_MODULES) {
    const base = `/api2/eqmp-reports/${module.toLowerCase()}`;
    const roles = eqmpRoles(module);
    const read = { anyOf: eqmpReadRoles(module) };
    entries[`eqmpList${module}`] = { method: 'GET', url: base, access: read };
    entries[`eqmpDetail${module}`] = { method: 'GET', url: `${base}/:id`, access: read };
    entries[`eqmpDownload${module}`] = { method: 'GET', url: `${base}/:id/download`, access: read };
    entries[`eqmpUpload${module}`] = {
      method: 'POST',
      url: base,
      access: { anyOf: [roles.upload] },
    };
    entries[`eqmpReview${module}`] = {
      method: 'POST',
      url: `${base}/:id/review`,
      access: { anyOf: [roles.review] },
    };
    entries[`eqmpRequestDelete${module}`] = {
      method: 'POST',
      url: `${base}/:id/delete-request`,
      access: { anyOf: [roles.requestDelete] },
    };
    entries[`eqmpDecideDelete${module}`] = {
      method: 'POST',
      url: `${base}/:id/delete-decision`,
      access: { anyOf: [roles.review] },
    };
  }
  return entries as Record<EqmpEntryName, ApiDef>;
}

/** The pages `{prefix}/report/reporting`, under "EQMP and EQR Reporting" in each module's menu. */
export const EQMP_PAGES = EQMP_MODULES.map((module) => ({
  id: `${module.toLowerCase() as Lowercase<EqmpModule>}EqmpReporting` as const,
  path: `${MODULES[module].prefix}/report/reporting`,
  access: { anyOf: eqmpReadRoles(module) },
  titleKey: 'eqmp:title',
  module,
  menu: { section: module, group: 'reporting' as const, order: 0 },
}));
