import { describe, expect, it } from 'vitest';
import { MODULE_CODES, MODULES, modulesOf } from './modules.js';

describe('modules', () => {
  it('gives each of the ten modules the route prefix of the architecture', () => {
    expect(MODULE_CODES).toHaveLength(10);
    expect(MODULES.CAQM.prefix).toBe('/eqmp/app/air/caqm');
    expect(MODULES.SOJ.prefix).toBe('/eqmp/app/marine/soj');
    expect(MODULES.RWIS.prefix).toBe('/eqmp/app/river/rwis');
  });

  it('groups modules by medium', () => {
    expect(modulesOf('air').map((m) => m.code)).toEqual(['CAQM', 'MAQM', 'MCAQM']);
    expect(modulesOf('marine').map((m) => m.code)).toEqual(['CMWQM', 'MMWQM', 'MWIS', 'SOJ']);
  });
});
