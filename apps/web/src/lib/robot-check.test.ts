import { createHash } from 'node:crypto';
import { captchaWorkText, leadingZeroBits } from '@eqmp/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../test/render';
import { proveNotRobot, solveChallenge, workProgress } from './robot-check';

const zeroBits = (challenge: string, nonce: string) =>
  leadingZeroBits(createHash('sha256').update(captchaWorkText(challenge, nonce)).digest());

describe('the robot check in the browser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds with WebCrypto a nonce the server accepts, reporting progress', async () => {
    const progress: number[] = [];
    const nonce = await solveChallenge('Zq3-challenge', 10, {
      onProgress: (p) => progress.push(p),
    });
    expect(zeroBits('Zq3-challenge', nonce)).toBeGreaterThanOrEqual(10);
    // The first nonce that does the work: no shorter search would have found one.
    for (let n = 0; n < Number(nonce); n++)
      expect(zeroBits('Zq3-challenge', String(n))).toBeLessThan(10);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.every((p) => p > 0 && p < 1)).toBe(true);
  });

  it('stops when asked', async () => {
    const controller = new AbortController();
    const search = solveChallenge('never', 200, {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(search).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('shows progress as the chance of having found a nonce by now', () => {
    expect(workProgress(0, 16)).toBe(0);
    expect(workProgress(2 ** 16, 16)).toBeCloseTo(0.632, 3);
  });

  it('fetches a challenge without a token and answers the fields a form sends', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      json({
        id: '6f1c2b9e-0d7a-4c55-9f10-2a3b4c5d6e7f',
        challenge: 'abc',
        difficulty: 6,
        expiresAt: '2026-01-15T00:05:00.000Z',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const proof = await proveNotRobot();
    expect(proof.captchaId).toBe('6f1c2b9e-0d7a-4c55-9f10-2a3b4c5d6e7f');
    expect(zeroBits('abc', proof.captchaAnswer)).toBeGreaterThanOrEqual(6);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api2/users/captcha');
    expect(init.headers).not.toHaveProperty('authorization');
  });
});
