/**
 * The ten monitoring modules. One code is used everywhere: database rows, API paths, role-name
 * suffixes, web routes and locale keys (`common:module.<CODE>`).
 */
export const MEDIA = ['air', 'river', 'marine'] as const;
export type Medium = (typeof MEDIA)[number];

export const KINDS = ['continuous', 'manual', 'mobile', 'investigative', 'joint'] as const;
export type Kind = (typeof KINDS)[number];

export const MODULE_CODES = [
  'CAQM',
  'MAQM',
  'MCAQM',
  'CRWQM',
  'MRWQM',
  'RWIS',
  'CMWQM',
  'MMWQM',
  'MWIS',
  'SOJ',
] as const;
export type ModuleCode = (typeof MODULE_CODES)[number];

export interface ModuleInfo {
  readonly code: ModuleCode;
  readonly medium: Medium;
  readonly kind: Kind;
  /** Web route prefix, e.g. `/eqmp/app/air/caqm`. */
  readonly prefix: string;
}

function info(code: ModuleCode, medium: Medium, kind: Kind): ModuleInfo {
  return { code, medium, kind, prefix: `/eqmp/app/${medium}/${code.toLowerCase()}` };
}

export const MODULES: Readonly<Record<ModuleCode, ModuleInfo>> = {
  CAQM: info('CAQM', 'air', 'continuous'),
  MAQM: info('MAQM', 'air', 'manual'),
  MCAQM: info('MCAQM', 'air', 'mobile'),
  CRWQM: info('CRWQM', 'river', 'continuous'),
  MRWQM: info('MRWQM', 'river', 'manual'),
  RWIS: info('RWIS', 'river', 'investigative'),
  CMWQM: info('CMWQM', 'marine', 'continuous'),
  MMWQM: info('MMWQM', 'marine', 'manual'),
  MWIS: info('MWIS', 'marine', 'investigative'),
  SOJ: info('SOJ', 'marine', 'joint'),
};

export function modulesOf(medium: Medium): ModuleInfo[] {
  return MODULE_CODES.map((code) => MODULES[code]).filter((m) => m.medium === medium);
}
