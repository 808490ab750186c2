import { describe, expect, it } from 'vitest';
import { classifyTarball } from './tarball.js';

describe('tar-ball classes (provisional bands)', () => {
  it.each([
    [0, 'NONE'],
    [0.09, 'NONE'],
    [0.1, 'LIGHT'],
    [1.99, 'LIGHT'],
    [2, 'MODERATE'],
    [9.9, 'MODERATE'],
    [10, 'HEAVY'],
    [250, 'HEAVY'],
  ])('classes %d g/m2 as %s, each lower bound inclusive', (value, cls) => {
    expect(classifyTarball(value)).toBe(cls);
  });
});
