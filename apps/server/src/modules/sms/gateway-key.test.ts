import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGatewayKeyCheck, gatewayKeyOf, loadSmsGatewayKey } from './gateway-key.js';

describe('SMS gateway key', () => {
  it('uses the configured key, or generates one once and keeps it in the data directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'eqmp-sms-key-'));
    expect(loadSmsGatewayKey('configured-key-configured-key', dir)).toBe(
      'configured-key-configured-key',
    );
    const generated = loadSmsGatewayKey(undefined, dir);
    expect(generated).toMatch(/^[\w-]{43}$/);
    expect(loadSmsGatewayKey(undefined, dir)).toBe(generated);
    expect(readFileSync(join(dir, 'sms-gateway-key'), 'utf8')).toBe(generated);
    expect(statSync(join(dir, 'sms-gateway-key')).mode & 0o077).toBe(0);
  });

  it('accepts only "Gateway <the key>"', () => {
    const check = createGatewayKeyCheck('the-right-key');
    expect(check('Gateway the-right-key')).toBe(true);
    expect(check('gateway the-right-key')).toBe(true);
    expect(check('Gateway the-wrong-key')).toBe(false);
    expect(check('Bearer the-right-key')).toBe(false);
    expect(check(undefined)).toBe(false);
    expect(gatewayKeyOf('Gateway a b')).toBeNull();
  });
});
