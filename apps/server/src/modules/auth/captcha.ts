import { createHash, randomBytes } from 'node:crypto';
import { CAPTCHA_NONCE, captchaWorkText, leadingZeroBits } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { createCaptchaRepository } from './captcha.repository.js';

const CAPTCHA_TTL_MS = 5 * 60_000;
/**
 * 16 zero bits: about 65 000 hashes on average, a second or two of WebCrypto in a browser. A
 * script pays the same for each try; the rate limits on the routes are what bound it.
 */
export const CAPTCHA_DIFFICULTY = 16;

/**
 * Our own robot check (no third-party service, so it works offline), a proof of work: a random
 * challenge kept in the database with its difficulty, so any instance can check it, once, before
 * it expires. See `captcha/proof-of-work.ts` in the domain.
 */
export function createCaptchaService({
  db,
  clock,
  difficulty = CAPTCHA_DIFFICULTY,
}: {
  db: Kysely<Database>;
  clock: Clock;
  difficulty?: number;
}) {
  const repo = createCaptchaRepository(db);
  return {
    async create(): Promise<{
      id: string;
      challenge: string;
      difficulty: number;
      expiresAt: Date;
    }> {
      const now = clock.now();
      await repo.removeExpired(now);
      const challenge = randomBytes(18).toString('base64url');
      const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
      const id = await repo.insert({ challenge, difficulty, expiresAt });
      return { id, challenge, difficulty, expiresAt };
    },

    /** True when `nonce` does the work of the unexpired challenge `id`; a challenge is used up either way. */
    async check(id: string, nonce: string): Promise<boolean> {
      const row = await repo.use(id, clock.now());
      const answer = nonce.trim();
      if (!row || !CAPTCHA_NONCE.test(answer)) return false;
      const digest = createHash('sha256').update(captchaWorkText(row.challenge, answer)).digest();
      return leadingZeroBits(digest) >= row.difficulty;
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
