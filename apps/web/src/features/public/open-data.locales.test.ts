import { hasKey } from '@eqmp/locales';
import { sourceTexts } from '@eqmp/locales/source-texts';
import { describe, expect, it } from 'vitest';

describe('open data page text', () => {
  it('has every literal key the page uses, in both languages (parity is checked in packages/locales)', () => {
    const literal = sourceTexts(import.meta.dirname).flatMap((text) =>
      [...text.matchAll(/['"`](openData:[\w.]+)['"`]/g)].map((m) => m[1]!),
    );
    expect(literal.length).toBeGreaterThan(10);
    expect(literal.filter((key) => !hasKey(key))).toEqual([]);
  });
});
