import { EDC_KINDS, EQUIPMENT_STATUSES, LOCATION_TYPES, PAGES } from '@eqmp/domain';
import { hasKey } from '@eqmp/locales';
import { sourceTexts } from '@eqmp/locales/source-texts';
import { describe, expect, it } from 'vitest';
import { literalKeys } from '../../test/locale-keys.test-support';

describe('inventory text', () => {
  it('has every literal key the feature uses, in both languages (parity is checked in packages/locales)', () => {
    const literal = literalKeys(sourceTexts(import.meta.dirname), ['inventory', 'common', 'auth']);
    expect(literal.length).toBeGreaterThan(80);
    expect(literal.filter((key) => !hasKey(key))).toEqual([]);
  });

  it('has a text for every page title and every code the pages translate', () => {
    const keys = [
      ...PAGES.filter((p) => p.titleKey.startsWith('inventory:')).map((p) => p.titleKey),
      ...['stations', 'parameters', 'sensors', 'edc'].map((tab) => `inventory:tab.${tab}`),
      ...EQUIPMENT_STATUSES.map((s) => `inventory:status.${s}`),
      ...EDC_KINDS.map((k) => `inventory:kind.${k}`),
      ...LOCATION_TYPES.map((l) => `inventory:locationType.${l}`),
      ...['air', 'river', 'marine'].map((m) => `inventory:errors.targetClass.${m}`),
    ];
    expect(keys.length).toBeGreaterThan(15);
    expect(keys.filter((key) => !hasKey(key))).toEqual([]);
  });
});
