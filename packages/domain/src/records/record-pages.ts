import {
  RECORD_KINDS,
  RECORD_MODULES,
  recordPagePath,
  recordReadRoles,
  type RecordModule,
} from './record-kinds.js';

type RecordPageId = `${Lowercase<RecordModule>}${'Maintenance' | 'Calibration'}Records`;

/**
 * The maintenance and calibration record pages of the record modules, under Operational
 * Report after Query Options (spec §2 side menu). One page lists, shows (`?id=`) and edits.
 */
export const RECORD_PAGES = RECORD_MODULES.flatMap((module) =>
  RECORD_KINDS.map((kind, order) => ({
    id: `${module.toLowerCase()}${kind === 'maintenance' ? 'Maintenance' : 'Calibration'}Records` as RecordPageId,
    path: recordPagePath(kind, module),
    access: { anyOf: recordReadRoles(kind, module) },
    titleKey: `records:page.${kind}`,
    module,
    menu: { section: module, group: 'operational' as const, order: 10 + order },
  })),
);
