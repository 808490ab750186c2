import { ROW_PROBLEM_KEYS } from '@eqmp/domain';
import { sourceTexts } from '@eqmp/locales/source-texts';
import { describe, it } from 'vitest';
import { literalKeys, expectKnownKeys } from '../../test/locale-keys.test-support';

describe('mobile air text', () => {
  it('has every literal key the feature (and the map’s deployments panel) uses', () => {
    const texts = [
      ...sourceTexts(import.meta.dirname),
      ...sourceTexts(`${import.meta.dirname}/../maps/components`),
    ];
    expectKnownKeys(literalKeys(texts, ['mobile'], { backticks: false }), 40);
  });

  it('has a reason for every row problem and a name for every reading source', () => {
    const keys = [
      ...ROW_PROBLEM_KEYS.map((k) => `mobile:row.${k}`),
      ...['logger', 'sms', 'manual', 'import'].map((s) => `mobile:source.${s}`),
    ];
    expectKnownKeys(keys);
  });
});
