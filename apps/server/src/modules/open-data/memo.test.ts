import { describe, expect, it } from 'vitest';
import { createMemo } from './memo.js';

describe('open data memo', () => {
  it('shares one build per key for its lifetime, then builds again; a failure is not kept', async () => {
    let at = 0;
    let builds = 0;
    const memo = createMemo<number>(() => at, 60_000);
    const build = async () => (builds += 1);
    expect(await Promise.all([memo.get('a', build), memo.get('a', build)])).toEqual([1, 1]);
    at = 59_999;
    expect(await memo.get('a', build)).toBe(1);
    expect(await memo.get('b', build)).toBe(2);
    at = 60_000;
    expect(await memo.get('a', build)).toBe(3);
    await expect(memo.get('c', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('c', build)).toBe(4);
  });
});
