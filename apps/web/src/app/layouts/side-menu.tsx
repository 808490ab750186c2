import { MODULE_CODES, PAGES, type PageDef } from '@eqmp/domain';
import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';

type MenuItem = Required<MenuProps>['items'][number];

const SECTION_ORDER: readonly string[] = ['help', ...MODULE_CODES, 'edc', 'admin'];

function sectionLabel(section: string, t: TFunction): string {
  return (MODULE_CODES as readonly string[]).includes(section)
    ? `${t(`common:moduleShort.${section}`)} (${section})`
    : t(`common:menu2.${section}`);
}

/** The side menu, built from the page table and showing only what the user may open. */
export function buildSideMenu(can: (page: PageDef) => boolean, t: TFunction): MenuItem[] {
  const visible = (PAGES as readonly PageDef[]).filter((page): page is PageDef & { menu: NonNullable<PageDef['menu']> } => 'menu' in page && can(page));
  const items: MenuItem[] = [];
  for (const section of SECTION_ORDER) {
    const pages = visible.filter((p) => p.menu.section === section).sort((a, b) => a.menu.order - b.menu.order);
    if (pages.length === 0) continue;
    const leaves = pages.map((p) => ({ key: p.path, label: <Link to={p.path}>{t(p.titleKey)}</Link> }));
    if (section === 'help') items.push(...leaves);
    else items.push({ key: `section:${section}`, label: sectionLabel(section, t), children: leaves });
  }
  return items;
}
