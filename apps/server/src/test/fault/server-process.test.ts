import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_START_TIMEOUT_S,
  freePort,
  serverProcess,
  startTimeoutFromEnv,
} from './server-process.js';

describe('the fault suites’ start deadline', () => {
  it('comes from FAULT_START_TIMEOUT_S in seconds, 120 when unset', () => {
    expect(DEFAULT_START_TIMEOUT_S).toBe(120);
    expect(startTimeoutFromEnv({})).toBe(120_000);
    expect(startTimeoutFromEnv({ FAULT_START_TIMEOUT_S: '' })).toBe(120_000);
    expect(startTimeoutFromEnv({ FAULT_START_TIMEOUT_S: '600' })).toBe(600_000);
    expect(startTimeoutFromEnv({ FAULT_START_TIMEOUT_S: '1.5' })).toBe(1_500);
  });

  it.each(['0', '-5', 'ten', 'Infinity'])('refuses FAULT_START_TIMEOUT_S=%s', (value) => {
    expect(() => startTimeoutFromEnv({ FAULT_START_TIMEOUT_S: value })).toThrow(
      /FAULT_START_TIMEOUT_S must be a positive number/,
    );
  });

  it('gives up on a server that never answers once its deadline has passed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'eqmp-start-'));
    const entry = join(dir, 'silent.mjs');
    writeFileSync(entry, 'setTimeout(() => {}, 60_000);\n');
    const server = serverProcess({ entry, port: await freePort(), env: {}, startTimeoutMs: 700 });
    const began = Date.now();
    await expect(server.start()).rejects.toThrow(/within 0.7 s .*FAULT_START_TIMEOUT_S/);
    expect(Date.now() - began).toBeLessThan(20_000);
    await server.kill();
  });
});
