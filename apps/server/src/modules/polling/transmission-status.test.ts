import { describe, expect, it } from 'vitest';
import { transmissionStatus } from './transmission-status.js';

const now = new Date('2026-01-15T08:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('transmissionStatus', () => {
  it.each([
    [null, 'never'],
    [ago(10), 'on_time'],
    [ago(11), 'late'],
    [ago(120), 'late'],
    [ago(121), 'down'],
  ] as const)('last value %s → %s', (last, status) => {
    expect(transmissionStatus(last, 5, now).status).toBe(status);
  });

  it('reports the delay', () => {
    expect(transmissionStatus(ago(30), 5, now).delayMs).toBe(30 * 60_000);
  });
});
