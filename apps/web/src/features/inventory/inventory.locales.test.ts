import { EDC_KINDS, EQUIPMENT_STATUSES, LOCATION_TYPES } from '@eqmp/domain';
import { sourceTexts } from '@eqmp/locales/source-texts';
import { describe, expect, it } from 'vitest';
import { literalKeys, pageTitleKeys, expectKnownKeys } from '../../test/locale-keys.test-support';

describe('inventory text', () => {
  it('has every literal key the feature uses, in both languages (parity is checked in packages/locales)', () => {
    expectKnownKeys(
      literalKeys(sourceTexts(import.meta.dirname), ['inventory', 'common', 'auth']),
      80,
    );
  });

  it('has a text for every page title and every code the pages translate', () => {
    const keys = [
      ...pageTitleKeys('inventory'),
      ...['stations', 'parameters', 'sensors', 'edc'].map((tab) => `inventory:tab.${tab}`),
      ...EQUIPMENT_STATUSES.map((s) => `inventory:status.${s}`),
      ...EDC_KINDS.map((k) => `inventory:kind.${k}`),
      ...LOCATION_TYPES.map((l) => `inventory:locationType.${l}`),
      ...['air', 'river', 'marine'].map((m) => `inventory:errors.targetClass.${m}`),
    ];
    expect(keys.length).toBeGreaterThan(15);
    expectKnownKeys(keys);
  });
});
