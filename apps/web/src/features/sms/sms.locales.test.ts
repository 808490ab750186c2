import { SMS_PARSE_ERRORS, SMS_STATUSES } from '@eqmp/domain';
import { hasKey } from '@eqmp/locales';
import { sourceTexts } from '@eqmp/locales/source-texts';
import { describe, expect, it } from 'vitest';
import { literalKeys, pageTitleKeys, expectKnownKeys } from '../../test/locale-keys.test-support';

describe('SMS poll table text', () => {
  it('has every literal key the feature uses, in both languages (parity is checked in packages/locales)', () => {
    const literal = literalKeys(sourceTexts(import.meta.dirname), ['sms', 'common']);
    expect(literal.length).toBeGreaterThan(10);
    // A plural phrase is stored as `<key>_one` / `<key>_other`.
    expect(literal.filter((key) => !hasKey(key) && !hasKey(`${key}_other`))).toEqual([]);
  });

  it('has a text for the page title, every status, the plural result and every failure reason', () => {
    const keys = [
      ...pageTitleKeys('sms'),
      ...SMS_STATUSES.map((s) => `sms:status.${s}`),
      'sms:reparse.parsed_one',
      'sms:reparse.parsed_other',
      ...[...SMS_PARSE_ERRORS, 'PENDING', 'UNKNOWN_STATION', 'REJECTED'].map(
        (code) => `sms:reason.${code}`,
      ),
    ];
    expectKnownKeys(keys);
  });
});
