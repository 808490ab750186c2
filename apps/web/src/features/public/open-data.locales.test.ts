import { sourceTexts } from '@eqmp/locales/source-texts';
import { describe, it } from 'vitest';
import { literalKeys, expectKnownKeys } from '../../test/locale-keys.test-support';

describe('open data page text', () => {
  it('has every literal key the page uses, in both languages (parity is checked in packages/locales)', () => {
    expectKnownKeys(literalKeys(sourceTexts(import.meta.dirname), ['openData']), 10);
  });
});
