import { describe, expect, it } from 'vitest';
import { CAPTCHA_NONCE, captchaWorkText, leadingZeroBits } from './proof-of-work.js';

describe('proof of work', () => {
  it('counts the zero bits at the start of a digest', () => {
    expect(leadingZeroBits(Uint8Array.of(0x80, 0))).toBe(0);
    expect(leadingZeroBits(Uint8Array.of(0x01, 0xff))).toBe(7);
    expect(leadingZeroBits(Uint8Array.of(0, 0, 0x10))).toBe(19);
    expect(leadingZeroBits(Uint8Array.of(0, 0))).toBe(16);
  });

  it('hashes the challenge and the nonce, and takes only digits as a nonce', () => {
    expect(captchaWorkText('abc', '42')).toBe('abc:42');
    expect(CAPTCHA_NONCE.test('123456')).toBe(true);
    expect(['', '12a', ' 1', '1'.repeat(16)].some((n) => CAPTCHA_NONCE.test(n))).toBe(false);
  });
});
