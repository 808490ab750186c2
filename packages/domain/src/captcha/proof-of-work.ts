/**
 * The portal's robot check is a proof of work, not a picture to read: the server hands out a
 * random challenge and a difficulty, the browser searches for a nonce whose SHA-256 of
 * `challenge:nonce` starts with that many zero bits, and the server checks the one hash. There is
 * nothing in the challenge to read; each try costs the sender the work, whoever sends it.
 */

/** The text whose SHA-256 (UTF-8) is checked. */
export const captchaWorkText = (challenge: string, nonce: string): string =>
  `${challenge}:${nonce}`;

/** A nonce as the browser sends it: decimal digits. */
export const CAPTCHA_NONCE = /^\d{1,15}$/;

/** How many bits at the start of `digest` are zero. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}
