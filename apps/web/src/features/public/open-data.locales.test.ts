import { hasKey } from '@eqmp/locales';
import { sourceTexts } from '@eqmp/locales/source-texts';
import { describe, expect, it } from 'vitest';
import { literalKeys } from '../../test/locale-keys.test-support';

describe('open data page text', () => {
  it('has every literal key the page uses, in both languages (parity is checked in packages/locales)', () => {
    const literal = literalKeys(sourceTexts(import.meta.dirname), ['openData']);
    expect(literal.length).toBeGreaterThan(10);
    expect(literal.filter((key) => !hasKey(key))).toEqual([]);
  });
});
