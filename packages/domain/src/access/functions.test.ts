import { describe, expect, it } from 'vitest';
import { functionTree, isRoleName, ROLE_NAMES, roleName, TOP_LEVEL_ROLES } from './functions.js';

describe('function hierarchy', () => {
  it('names every role once', () => {
    expect(new Set(ROLE_NAMES).size).toBe(ROLE_NAMES.length);
  });

  it('includes the top-level groups and the spec examples', () => {
    for (const role of TOP_LEVEL_ROLES) expect(isRoleName(role)).toBe(true);
    expect(isRoleName('Map CAQM')).toBe(true);
    expect(isRoleName('View Exceedance Alert CRWQM')).toBe(true);
    expect(isRoleName('Update Data Transmission Status Alert CAQM')).toBe(true);
    expect(isRoleName('Map SOJ')).toBe(true);
  });

  it('gives each module its Map role and no role to a function that does not apply', () => {
    expect(roleName('Map', 'MWIS')).toBe('Map MWIS');
    expect(isRoleName('View NPE Alert CAQM')).toBe(false);
    expect(isRoleName('Index Calculator SOJ')).toBe(false);
    expect(isRoleName('Made Up Role CAQM')).toBe(false);
  });

  it('builds a tree whose leaves are exactly the role names', () => {
    const leaves: string[] = [];
    const walk = (nodes: ReturnType<typeof functionTree>) => {
      for (const node of nodes) {
        if (node.roleName) leaves.push(node.roleName);
        if (node.children) walk([...node.children]);
      }
    };
    walk(functionTree());
    expect(leaves.sort()).toEqual([...ROLE_NAMES].sort());
  });
});
