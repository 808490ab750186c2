import { createHash } from 'node:crypto';
import { captchaWorkText, leadingZeroBits } from '@eqmp/domain';
import type { FastifyInstance } from 'fastify';

const zeroBits = (challenge: string, nonce: number) =>
  leadingZeroBits(
    createHash('sha256')
      .update(captchaWorkText(challenge, String(nonce)))
      .digest(),
  );

/** The first nonce that does the work of `challenge` (the browser's search, without WebCrypto). */
export function solveWork(challenge: string, difficulty: number): string {
  let nonce = 0;
  while (zeroBits(challenge, nonce) < difficulty) nonce += 1;
  return String(nonce);
}

/** A nonce that does not do the work of `challenge`. */
export function failWork(challenge: string, difficulty: number): string {
  let nonce = 0;
  while (zeroBits(challenge, nonce) >= difficulty) nonce += 1;
  return String(nonce);
}

export interface Challenge {
  readonly id: string;
  readonly challenge: string;
  readonly difficulty: number;
  readonly expiresAt: string;
}

/** A new robot check from the API. */
export async function newChallenge(app: FastifyInstance): Promise<Challenge> {
  const res = await app.inject({ method: 'GET', url: '/api2/users/captcha' });
  if (res.statusCode !== 200) throw new Error(`captcha failed: ${res.body}`);
  return res.json<Challenge>();
}

/** A robot check from the API, solved: the two fields a form sends. */
export async function solvedCaptcha(
  app: FastifyInstance,
): Promise<{ captchaId: string; captchaAnswer: string }> {
  const { id, challenge, difficulty } = await newChallenge(app);
  return { captchaId: id, captchaAnswer: solveWork(challenge, difficulty) };
}
