import { describe, expect, it } from 'vitest';
import { checkParameterSelection } from './parameter-selection.js';

const params = (count: number, unit = 'ug/m3') => Array.from({ length: count }, () => ({ unit }));

describe('checkParameterSelection (spec §5, English reading enforced)', () => {
  it.each([
    ['nothing selected', [], 1, 'NONE_SELECTED'],
    ['one parameter for one station', params(1), 1, 'OK'],
    ['10 parameters of one unit for one station', params(10), 1, 'OK'],
    ['11 parameters for one station', params(11), 1, 'TOO_MANY_FOR_ONE_STATION'],
    ['2 parameters of one unit for several stations', params(2), 3, 'OK'],
    ['3 parameters for several stations', params(3), 2, 'TOO_MANY_FOR_SEVERAL_STATIONS'],
    ['mixed units', [{ unit: 'ug/m3' }, { unit: 'ppm' }], 1, 'MIXED_UNITS'],
    [
      'mixed units and too many (units are checked first)',
      [...params(11), { unit: 'ppm' }],
      1,
      'MIXED_UNITS',
    ],
    ['no station yet, read with the one-station limit', params(10), 0, 'OK'],
  ])('%s → %s', (_label, selected, stations, code) => {
    expect(checkParameterSelection(selected, stations).code).toBe(code);
  });

  it('reports the limit that applies', () => {
    expect(checkParameterSelection(params(1), 1).max).toBe(10);
    expect(checkParameterSelection(params(1), 2).max).toBe(2);
  });
});
