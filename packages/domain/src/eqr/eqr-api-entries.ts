import { MODULES } from '../modules.js';

/**
 * Modules with an EQR chapter page (spec §2 `eqr_reporting`): the air chapter from continuous air,
 * the river chapter from continuous and manual river, the marine chapter from continuous and
 * manual marine. Each module's chapter is its medium's.
 */
export const EQR_MODULES = ['CAQM', 'CRWQM', 'MRWQM', 'CMWQM', 'MMWQM'] as const;
export type EqrModule = (typeof EQR_MODULES)[number];
/** The chapter of each module. */
export const EQR_CHAPTER = {
  CAQM: 'air',
  CRWQM: 'river',
  MRWQM: 'river',
  CMWQM: 'marine',
  MMWQM: 'marine',
} as const satisfies Record<EqrModule, 'air' | 'river' | 'marine'>;
export type EqrChapter = (typeof EQR_CHAPTER)[EqrModule];
export const EQR_EXPORT_FORMATS = ['xlsx', 'pdf', 'docx'] as const;
export type EqrExportFormat = (typeof EQR_EXPORT_FORMATS)[number];
/** Years in the WQI trend, the report year included. */
export const EQR_TREND_YEARS = 5;

/** Who reads a module's EQR chapter. */
export const eqrRole = (module: EqrModule) => ({ anyOf: [`View EQR Report ${module}`] });

/** The pages `{prefix}/report/eqr_reporting`, under "EQMP and EQR Reporting". */
export const EQR_PAGES = EQR_MODULES.map((module) => ({
  id: `${module.toLowerCase() as Lowercase<EqrModule>}EqrReporting` as const,
  path: `${MODULES[module].prefix}/report/eqr_reporting`,
  access: eqrRole(module),
  titleKey: 'eqr:title',
  module,
  menu: { section: module, group: 'reporting' as const, order: 1 },
}));
