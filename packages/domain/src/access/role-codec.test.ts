import { describe, expect, it } from 'vitest';
import { ROLE_NAMES } from './functions.js';
import { decodeRoles, encodeRoles, ROLE_SET_VERSION } from './role-codec.js';

describe('role codec', () => {
  it('round-trips any subset of the role names, in hierarchy order', () => {
    const subset = ['Map SOJ', 'System Admin', 'View Exceedance Alert CRWQM'];
    expect(decodeRoles(encodeRoles(subset))).toEqual(ROLE_NAMES.filter((r) => subset.includes(r)));
  });

  it('keeps every role of a System Admin in a few dozen characters', () => {
    const encoded = encodeRoles(ROLE_NAMES);
    expect(decodeRoles(encoded)).toEqual([...ROLE_NAMES]);
    expect(encoded.length).toBeLessThan(Math.ceil(ROLE_NAMES.length / 6) + 2);
  });

  it('drops names the hierarchy does not have, and reads garbage as no roles', () => {
    expect(decodeRoles(encodeRoles(['Not A Role', 'Map CAQM']))).toEqual(['Map CAQM']);
    expect(decodeRoles('%%%')).toEqual([]);
    expect(decodeRoles('')).toEqual([]);
  });

  it('fingerprints the role list', () => {
    expect(ROLE_SET_VERSION).toMatch(/^[0-9a-f]{8}$/);
  });
});
