import { MENU_GROUPS, MODULE_CODES, PAGES, type PageDef } from '@eqmp/domain';
import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';

type MenuItem = Required<MenuProps>['items'][number];
type MenuPage = PageDef & { menu: NonNullable<PageDef['menu']> };

const SECTION_ORDER: readonly string[] = ['help', ...MODULE_CODES, 'edc', 'admin'];

function sectionLabel(section: string, t: TFunction): string {
  return (MODULE_CODES as readonly string[]).includes(section)
    ? `${t(`common:moduleShort.${section}`)} (${section})`
    : t(`common:menu2.${section}`);
}

/** Menu keys: a page's path, `section:<section>` and `group:<section>:<group>`. */
export function menuKeysOf(page: PageDef): string[] {
  if (!page.menu) return [];
  const keys = [`section:${page.menu.section}`];
  if (page.menu.group) keys.push(`group:${page.menu.section}:${page.menu.group}`);
  return keys;
}

const leaf = (page: MenuPage, t: TFunction): MenuItem => ({
  key: page.path,
  label: <Link to={page.path}>{t(page.titleKey)}</Link>,
});

/** The side menu, built from the page table and showing only what the user may open. */
export function buildSideMenu(can: (page: PageDef) => boolean, t: TFunction): MenuItem[] {
  const visible = (PAGES as readonly PageDef[]).filter(
    (page): page is MenuPage => 'menu' in page && can(page),
  );
  const items: MenuItem[] = [];
  for (const section of SECTION_ORDER) {
    const pages = visible
      .filter((p) => p.menu.section === section)
      .sort((a, b) => a.menu.order - b.menu.order);
    if (pages.length === 0) continue;
    if (section === 'help') {
      items.push(...pages.map((p) => leaf(p, t)));
      continue;
    }
    const children: MenuItem[] = pages.filter((p) => !p.menu.group).map((p) => leaf(p, t));
    for (const group of MENU_GROUPS) {
      const inGroup = pages.filter((p) => p.menu.group === group);
      if (inGroup.length === 0) continue;
      children.push({
        key: `group:${section}:${group}`,
        label: t(`common:menuGroup.${group}`),
        children: inGroup.map((p) => leaf(p, t)),
      });
    }
    items.push({ key: `section:${section}`, label: sectionLabel(section, t), children });
  }
  return items;
}
