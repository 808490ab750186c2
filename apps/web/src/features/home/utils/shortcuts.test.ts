import { decideAccess, PAGES, type PageDef } from '@eqmp/domain';
import { describe, expect, it } from 'vitest';
import { alertListPage, buildShortcuts } from './shortcuts';

const canWith = (ticked: string[]) => (page: PageDef) =>
  decideAccess(page.access, ticked) === 'allow';

describe('Home shortcuts', () => {
  it('groups the pages a user may open by module, each module once, without alert pages', () => {
    const sections = buildShortcuts(
      canWith([
        'Map CAQM',
        'Index Calculator CAQM',
        'Index Calculator MAQM',
        'Update Exceedance Alert CAQM',
      ]),
    );
    expect(sections.map((s) => s.section)).toEqual(['CAQM', 'MAQM']);
    expect(sections[0]!.pages.map((p) => p.id)).toEqual(['caqmMapViewer', 'caqmApiCalculator']);
    expect(sections[1]!.pages.map((p) => p.id)).toEqual(['maqmApiCalculator']);
  });

  it('shows at most the limit per module and counts the rest', () => {
    const [caqm] = buildShortcuts(canWith(['Report CAQM', 'Map CAQM']), 2);
    expect(caqm!.pages).toHaveLength(2);
    expect(caqm!.more).toBe(
      PAGES.filter(
        (p) =>
          'module' in p &&
          p.module === 'CAQM' &&
          decideAccess(p.access, ['Report CAQM', 'Map CAQM']) === 'allow',
      ).length - 2,
    );
  });

  it('links an alert to the pending list of its group, and to nothing the user cannot open', () => {
    expect(
      alertListPage('CRWQM', 'exceedance', canWith(['Update Exceedance Alert CRWQM']))?.path,
    ).toBe('/eqmp/app/river/crwqm/alert/exceedance_pending');
    expect(alertListPage('CRWQM', 'npe', canWith(['Update NPE Alert CRWQM']))?.path).toBe(
      '/eqmp/app/river/crwqm/alert/npe_pending',
    );
    expect(alertListPage('CRWQM', 'exceedance', canWith(['Map CAQM']))).toBeUndefined();
  });
});
