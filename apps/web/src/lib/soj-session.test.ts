import { describe, expect, it } from 'vitest';
import { sojSessionState } from './soj-session';

const NOW = new Date('2026-01-15T08:00:00Z');

describe('sojSessionState (spec §5 SOJ guard)', () => {
  it.each([
    [null, 'missing'],
    [{ soj_token: 't', expires_at: '2026-01-15T08:30:00Z' }, 'valid'],
    [{ soj_token: 't', expires_at: '2026-01-15T08:00:00Z' }, 'valid'],
    [{ soj_token: 't', expires_at: '2026-01-15T07:59:59Z' }, 'expired'],
  ] as const)('%j is %s', (session, state) => {
    expect(sojSessionState(session, NOW)).toBe(state);
  });
});
