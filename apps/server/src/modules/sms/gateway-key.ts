import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The SMS gateway's key: from `SMS_GATEWAY_KEY`, or generated once and kept in
 * `DATA_DIR/sms-gateway-key` (readable by the server's user only; nothing is printed). The
 * operator copies it from there into the gateway's webhook settings.
 */
export function loadSmsGatewayKey(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'sms-gateway-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  try {
    // `wx`: when two processes start together, the second keeps the first one's key.
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/** The key of `Authorization: Gateway <key>`, if the header has that form. */
export function gatewayKeyOf(header: string | undefined): string | null {
  return header?.match(/^Gateway\s+(\S+)$/i)?.[1] ?? null;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * A check of presented keys against the expected one. Both are hashed first so the comparison
 * takes the same time whatever the length or the first differing character.
 */
export function createGatewayKeyCheck(expected: string): (header: string | undefined) => boolean {
  const expectedDigest = digest(expected);
  return (header) => {
    const key = gatewayKeyOf(header);
    return key !== null && timingSafeEqual(digest(key), expectedDigest);
  };
}
