import { describe, expect, it } from 'vitest';
import { MODULE_CODES } from '../modules.js';
import { coversModule, modulesCovered } from './module-scope.js';

describe('modulesCovered', () => {
  it.each([
    [['System Admin'], MODULE_CODES],
    [
      ['Map CAQM', 'Report MCAQM', 'Raw Data', 'Station Information'],
      ['CAQM', 'MCAQM'],
    ],
    [['Raw Data', 'Station Information'], []],
    [['Query Options SOJ'], ['SOJ']],
    [['Map MCAQM'], ['MCAQM']],
  ])('%j covers %j', (ticked, modules) => {
    expect(modulesCovered(ticked)).toEqual(modules);
  });

  it('tells a module of the roles from one that is not', () => {
    expect(coversModule(['Map CAQM'], 'CAQM')).toBe(true);
    expect(coversModule(['Map MCAQM'], 'CAQM')).toBe(false);
    expect(coversModule(['Map CAQM'], 'CRWQM')).toBe(false);
  });
});
