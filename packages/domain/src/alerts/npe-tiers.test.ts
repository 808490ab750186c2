import { describe, expect, it } from 'vitest';
import { MARINE_CRITERIA_MMWQCS_SEED, MARINE_CRITERIA_SEED } from '../standards/marine-criteria.js';
import { NWQS_SEED } from '../standards/nwqs.js';
import { DEFAULT_ALERT_SETTINGS } from './alert-settings.js';
import { npeTierLimits, npeTierOf } from './npe-tiers.js';

const settings = DEFAULT_ALERT_SETTINGS;
const marineRows = [...MARINE_CRITERIA_SEED, ...MARINE_CRITERIA_MMWQCS_SEED];
const AT = '2026-03-01T02:00:00Z';

describe('NPE tiers of one value', () => {
  it.each([
    // marine: NPE1 beyond criteria class 2, NPE2 beyond class 3
    ['marine', 'M_NO3', 0.05, null],
    ['marine', 'M_NO3', 0.2, 'npe1'],
    ['marine', 'M_NO3', 1.5, 'npe2'],
    ['marine', 'M_DO', 5, null],
    ['marine', 'M_DO', 4, 'npe1'],
    ['marine', 'M_DO', 2, 'npe2'],
    ['marine', 'M_FC', 150, 'npe1'],
    ['marine', 'M_FC', 200, 'npe1'],
    ['marine', 'M_FC', 201, 'npe2'],
    // river: NWQS classes III and IV
    ['river', 'BOD', 5, null],
    ['river', 'BOD', 7, 'npe1'],
    ['river', 'BOD', 13, 'npe2'],
    ['river', 'DO', 2, 'npe1'],
    ['river', 'DO', 0.5, 'npe2'],
  ] as const)('%s %s = %d reaches %s', (medium, code, value, tier) => {
    const rows = medium === 'marine' ? marineRows : NWQS_SEED;
    const limits = npeTierLimits(medium, code, settings, rows, AT)!;
    expect(npeTierOf(value, limits)).toBe(tier);
  });

  it('a parameter no tier watches has no limits; placeholders leave a value unjudged', () => {
    expect(npeTierLimits('marine', 'M_SAL', settings, marineRows, AT)).toBeNull();
    const placeholders = npeTierLimits('marine', 'M_NO3', settings, MARINE_CRITERIA_SEED, AT)!;
    expect(npeTierOf(50, placeholders)).toBe('unjudged');
  });

  it('follows the tier classes of the settings', () => {
    const stricter = {
      npe1: { ...settings.npe1, marineClass: '1' },
      npe2: { ...settings.npe2, marineClass: '2' },
    };
    const limits = npeTierLimits('marine', 'M_NO3', stricter, marineRows, AT)!;
    expect([limits.npe1?.max, limits.npe2?.max]).toEqual([0.01, 0.06]);
    expect(npeTierOf(0.07, limits)).toBe('npe2');
  });
});
