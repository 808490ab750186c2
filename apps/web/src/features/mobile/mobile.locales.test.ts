import { ROW_PROBLEM_KEYS } from '@eqmp/domain';
import { hasKey } from '@eqmp/locales';
import { sourceTexts } from '@eqmp/locales/source-texts';
import { describe, expect, it } from 'vitest';
import { literalKeys } from '../../test/locale-keys.test-support';

describe('mobile air text', () => {
  it('has every literal key the feature (and the map’s deployments panel) uses', () => {
    const texts = [
      ...sourceTexts(import.meta.dirname),
      ...sourceTexts(`${import.meta.dirname}/../maps/components`),
    ];
    const literal = literalKeys(texts, ['mobile'], { backticks: false });
    expect(literal.length).toBeGreaterThan(40);
    expect(literal.filter((key) => !hasKey(key))).toEqual([]);
  });

  it('has a reason for every row problem and a name for every reading source', () => {
    const keys = [
      ...ROW_PROBLEM_KEYS.map((k) => `mobile:row.${k}`),
      ...['logger', 'sms', 'manual', 'import'].map((s) => `mobile:source.${s}`),
    ];
    expect(keys.filter((key) => !hasKey(key))).toEqual([]);
  });
});
