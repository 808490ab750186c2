import { sourceTexts } from '@eqmp/locales/source-texts';
import { describe, expect, it } from 'vitest';
import { literalKeys, expectKnownKeys } from '../../test/locale-keys.test-support';

describe('investigative cases text', () => {
  it('has every literal key the feature uses, and the messages the server sends', () => {
    const literal = literalKeys(sourceTexts(import.meta.dirname), ['investigative'], {
      backticks: false,
    });
    expect(literal.length).toBeGreaterThan(20);
    const server = [
      'notFound',
      'idFormat',
      'stationTwice',
      'yearBeforeStart',
      'notStation',
      'notState',
    ];
    const keys = [...literal, ...server.map((k) => `investigative:errors.${k}`)];
    expectKnownKeys(keys);
  });
});
