import { describe, expect, it } from 'vitest';
import { decideAccess } from './access.js';

describe('decideAccess (spec §5 route guard)', () => {
  const page = { anyOf: ['Map CAQM', 'Map MAQM'] } as const;

  it('lets anyone reach a public page', () => {
    expect(decideAccess('public', null)).toBe('allow');
  });

  it('sends a visitor with no roles to sign in', () => {
    expect(decideAccess(page, null)).toBe('signIn');
    expect(decideAccess(page, [])).toBe('signIn');
    expect(decideAccess('session', [])).toBe('signIn');
  });

  it('allows any one matching role', () => {
    expect(decideAccess(page, ['Raw Data', 'Map MAQM'])).toBe('allow');
  });

  it('denies a signed-in user with no matching role', () => {
    expect(decideAccess(page, ['Map CRWQM'])).toBe('deny');
  });

  it('lets any signed-in user reach a role-free page', () => {
    expect(decideAccess('session', ['Map CRWQM'])).toBe('allow');
  });
});
