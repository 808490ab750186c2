import type { Access } from '../access/access.js';
import type { ModuleCode } from '../modules.js';

/**
 * The groups of a module's side menu (spec §2 "Side menu per monitoring type"), in menu order.
 * A page without a group (the map viewer) sits above them. Labels: `common:menuGroup.<group>`.
 */
export const MENU_GROUPS = [
  'general',
  'reports',
  'operational',
  'reporting',
  'others',
  'alerts',
  'entry',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** Where a page sits in the side menu. */
export interface MenuPlace {
  /** Menu section: a module code or a cross-cutting section. */
  readonly section: ModuleCode | 'edc' | 'admin' | 'help';
  /** Group inside a module's section. */
  readonly group?: MenuGroup;
  readonly order: number;
}

/** One web page: its route, who may open it, its title and its place in the side menu. */
export interface PageDef {
  /** Stable identifier; the web app maps it to a lazily loaded component. */
  readonly id: string;
  /** Route path exactly as the spec lists it. */
  readonly path: string;
  readonly access: Access;
  /** Locale key of the page title, `namespace:path`. */
  readonly titleKey: string;
  readonly module?: ModuleCode;
  readonly menu?: MenuPlace;
}
