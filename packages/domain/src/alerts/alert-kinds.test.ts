import { describe, expect, it } from 'vitest';
import { isRoleName } from '../access/functions.js';
import { PAGES } from '../routes/pages.js';
import { ANY_ALERT_ROLES, canUpdateAlerts, kindsOfGroup, viewableGroups } from './alert-kinds.js';
import { ALERT_PAGES } from './alert-pages.js';

describe('alert kinds, roles and pages', () => {
  it('every alert role is a role of the function hierarchy', () => {
    expect(ANY_ALERT_ROLES.filter((r) => !isRoleName(r))).toEqual([]);
  });

  it('every alert page is in the page table once, under its module prefix, with a real role', () => {
    for (const [id, module, page] of ALERT_PAGES) {
      const found = PAGES.filter((p) => p.id === id);
      expect(found).toHaveLength(1);
      expect(found[0]!.path).toMatch(new RegExp(`/${module.toLowerCase()}/alert/${page}$`));
      const access = found[0]!.access as { anyOf: string[] };
      expect(access.anyOf.every(isRoleName)).toBe(true);
    }
  });

  it('a View role reads but does not handle; the management Update role does both', () => {
    expect(viewableGroups('CRWQM', ['View Exceedance Alert CRWQM'])).toEqual(['exceedance']);
    expect(canUpdateAlerts('CRWQM', 'exceedance', ['View Exceedance Alert CRWQM'])).toBe(false);
    expect(viewableGroups('CRWQM', ['Update Alert Management CRWQM'])).toEqual([
      'exceedance',
      'outlier',
      'pollution',
      'npe',
      'transmission',
    ]);
    expect(canUpdateAlerts('CRWQM', 'npe', ['Update Alert Management CRWQM'])).toBe(true);
  });

  it('continuous marine has NPE alerts like continuous river (spec §2 "analogous to river")', () => {
    expect(isRoleName('View NPE Alert CMWQM')).toBe(true);
    expect(viewableGroups('CMWQM', ['View NPE Alert CMWQM'])).toEqual(['npe']);
    const pages = ALERT_PAGES.filter(
      ([, module, , group]) => module === 'CMWQM' && group === 'npe',
    );
    expect(pages.map(([, , page]) => page)).toEqual(['npe_pending', 'npe_alert_record']);
  });

  it('PM alerts are listed with exceedances, and NPE has two tiers', () => {
    expect(kindsOfGroup('exceedance')).toEqual(['exceedance', 'pm']);
    expect(kindsOfGroup('npe')).toEqual(['npe1', 'npe2']);
  });
});
