import { API_PM10, MARINE_PROVISIONAL_CURVE_SET, SEED_SOURCE_KEYS } from '@eqmp/domain';
import { hasKey, translate } from '@eqmp/locales';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { isAlwaysInForce, standardSourceText } from './standard-source';

const inMalay = ((key: string) => translate('ms', key)) as unknown as TFunction;

describe('standard sources as officers read them', () => {
  it('words every seeded source in both languages', () => {
    const keys = [...SEED_SOURCE_KEYS.values()].map((k) => `calculators:seedSource.${k}`);
    expect(keys.length).toBeGreaterThanOrEqual(9);
    expect(keys.filter((key) => !hasKey(key))).toEqual([]);
  });

  it('shows a seeded source in the user’s language and a typed one as typed', () => {
    expect(standardSourceText(inMalay, API_PM10.source)).toBe(
      'Jabatan Alam Sekitar Malaysia, Indeks Pencemar Udara (PM10)',
    );
    expect(standardSourceText(inMalay, MARINE_PROVISIONAL_CURVE_SET.source)).toMatch(/^Tiada/);
    expect(standardSourceText(inMalay, 'Warta P.U.(A) 2026/123')).toBe('Warta P.U.(A) 2026/123');
  });

  it('reads a seed stored from 1970 as applying to all data', () => {
    expect(isAlwaysInForce('1970-01-01')).toBe(true);
    expect(isAlwaysInForce('2020-06-15')).toBe(false);
  });
});
