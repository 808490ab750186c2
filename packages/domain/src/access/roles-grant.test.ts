import { describe, expect, it } from 'vitest';
import { API, PAGES } from '../routes/index.js';
import { ROLE_NAMES } from './functions.js';

/** The role names that some page or API entry of the tables admits. */
function grantedRoles(): Set<string> {
  const granted = new Set<string>();
  const add = (access: unknown) => {
    if (access && typeof access === 'object' && 'anyOf' in access)
      for (const role of (access as { anyOf: readonly string[] }).anyOf) granted.add(role);
  };
  for (const page of PAGES) add(page.access);
  for (const entry of Object.values(API)) add((entry as { access: unknown }).access);
  return granted;
}

describe('the function hierarchy', () => {
  it('offers no tickable role that opens nothing: every role opens a page or an API route', () => {
    const granted = grantedRoles();
    expect(ROLE_NAMES.filter((role) => !granted.has(role))).toEqual([]);
  });
});
