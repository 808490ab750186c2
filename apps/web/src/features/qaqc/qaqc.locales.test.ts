import { QARTOD, QAQC_PAGES, VALIDITY, VERIFICATION_LEVELS } from '@eqmp/domain';
import { sourceTexts } from '@eqmp/locales/source-texts';
import { describe, it } from 'vitest';
import { literalKeys, expectKnownKeys } from '../../test/locale-keys.test-support';

describe('QA/QC text', () => {
  it('has every literal key the pages use, in both languages (parity is checked in packages/locales)', () => {
    expectKnownKeys(
      literalKeys(sourceTexts(import.meta.dirname), ['qaqc', 'common', 'errors']),
      40,
    );
  });

  it('has a text for every page title, level, validity and QARTOD flag built as a key', () => {
    const keys = [
      ...QAQC_PAGES.map((p) => p.titleKey),
      ...VERIFICATION_LEVELS.map((l) => `qaqc:level.${l}`),
      ...Object.values(VALIDITY).map((v) => `qaqc:validity.${v}`),
      ...Object.values(QARTOD).map((f) => `qaqc:qartod.${f}`),
    ];
    expectKnownKeys(keys);
  });
});
