import { ROLE_NAMES } from './functions.js';

/**
 * A compact form of a ticked-role list for tokens: one bit per role name of `ROLE_NAMES`, as
 * base64url. A System Admin holds every role; listing them would overflow the 4 KB cookie the
 * spec keeps the session in. `ROLE_SET_VERSION` changes whenever the list does, so a token made
 * against another list is refused rather than read wrongly.
 */
export const ROLE_SET_VERSION: string = fnv1a(ROLE_NAMES.join('\n'));

const INDEX = new Map(ROLE_NAMES.map((name, i) => [name, i]));

export function encodeRoles(ticked: readonly string[]): string {
  const bytes = new Uint8Array(Math.ceil(ROLE_NAMES.length / 8));
  for (const role of ticked) {
    const i = INDEX.get(role);
    if (i !== undefined) bytes[i >> 3]! |= 1 << (i & 7);
  }
  return toBase64Url(bytes);
}

export function decodeRoles(encoded: string): string[] {
  const bytes = fromBase64Url(encoded);
  return ROLE_NAMES.filter((_, i) => ((bytes[i >> 3] ?? 0) & (1 << (i & 7))) !== 0);
}

/** 32-bit FNV-1a as 8 hex digits: a stable fingerprint, not a security measure. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c++) out += ALPHABET[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

function fromBase64Url(text: string): Uint8Array {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) return new Uint8Array();
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return new Uint8Array(bytes);
}
