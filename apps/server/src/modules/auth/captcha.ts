import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { sha256 } from './auth.service.js';

const CAPTCHA_TTL_MS = 5 * 60_000;

/**
 * Our own captcha (no third-party service, so it works offline): the text is drawn as glyph
 * paths in an SVG, its answer kept hashed in the database so any instance can check it once.
 */
export function createCaptchaService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  return {
    async create(): Promise<{ id: string; svg: string }> {
      const { text, data } = svgCaptcha.create({
        size: 5,
        noise: 3,
        ignoreChars: '0oO1iIlL',
        width: 160,
        height: 56,
        background: '#f4f6f8',
      });
      const now = clock.now();
      await db.deleteFrom('captchaChallenge').where('expiresAt', '<', now).execute();
      const row = await db
        .insertInto('captchaChallenge')
        .values({
          answerHash: sha256(text.toLowerCase()),
          expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, svg: data };
    },

    /** True when `answer` solves the unexpired challenge `id`; a challenge is used up either way. */
    async check(id: string, answer: string): Promise<boolean> {
      const row = await db
        .updateTable('captchaChallenge')
        .set({ usedAt: clock.now() })
        .where('id', '=', id)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', clock.now())
        .returning('answerHash')
        .executeTakeFirst();
      return row !== undefined && row.answerHash === sha256(answer.trim().toLowerCase());
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
