import {
  ALERT_PAGES,
  MODULE_CODES,
  PAGES,
  type AlertGroup,
  type ModuleCode,
  type PageDef,
} from '@eqmp/domain';

type MenuPage = PageDef & { menu: NonNullable<PageDef['menu']> };

/** The sections Home offers shortcuts for, in side-menu order (Home itself and the profile are left out). */
const SECTIONS: readonly string[] = [...MODULE_CODES, 'edc', 'admin'];

export interface ShortcutSection {
  /** A module code, `edc` or `admin`. */
  readonly section: string;
  readonly pages: readonly MenuPage[];
  /** Pages of the section not shown here (they are in the side menu). */
  readonly more: number;
}

/**
 * The user's pages grouped by module (or cross-cutting section), so that each shortcut is named
 * with its module. Alert pages are left out: Home lists the alerts themselves.
 */
export function buildShortcuts(
  can: (page: PageDef) => boolean,
  limit = 8,
  pages: readonly PageDef[] = PAGES,
): ShortcutSection[] {
  const visible = pages.filter(
    (p): p is MenuPage => p.menu !== undefined && p.menu.group !== 'alerts' && can(p),
  );
  return SECTIONS.flatMap((section) => {
    const inSection = visible
      .filter((p) => p.menu.section === section)
      .sort((a, b) => a.menu.order - b.menu.order);
    return inSection.length === 0
      ? []
      : [
          {
            section,
            pages: inSection.slice(0, limit),
            more: Math.max(0, inSection.length - limit),
          },
        ];
  });
}

/** The page listing a module's pending alerts of a group that the user may open: the group's own list, else alert management. */
export function alertListPage(
  module: ModuleCode,
  group: AlertGroup,
  can: (page: PageDef) => boolean,
  pages: readonly PageDef[] = PAGES,
): PageDef | undefined {
  const ids = ALERT_PAGES.filter(
    ([, m, , g, scope]) => m === module && (g === group ? scope !== 'records' : g === 'management'),
  ).map(([id]) => id as string);
  return ids
    .map((id) => pages.find((p) => p.id === id))
    .find((p): p is PageDef => p !== undefined && can(p));
}
