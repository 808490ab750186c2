import { z } from 'zod';
import { userIdentity } from './admin.js';
import { timestamp } from './common.js';

/** Contracts of sign-in, token renewal, logout, password reset and the public contact (spec §7). */

export const loginBody = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
});
export const loginResponse = z.object({ token: z.string() });
export type LoginResponse = z.input<typeof loginResponse>;

/** Spec §7 renewjwt: a fresh token, the ticked role names and the user, read anew. */
export const renewResponse = z.object({
  newjwt: z.string(),
  roledetail: z.object({ ticked: z.array(z.string()) }),
  user: userIdentity.pick({
    id: true,
    username: true,
    fullName: true,
    email: true,
    userGroup: true,
  }),
});
export type RenewResponse = z.input<typeof renewResponse>;

/**
 * The robot check before a password reset or anonymous feedback: a proof of work
 * (`captcha/proof-of-work.ts`). The browser finds a nonce whose SHA-256 of `challenge:nonce`
 * starts with `difficulty` zero bits and sends it as `captchaAnswer`, once, before `expiresAt`.
 */
export const captchaResponse = z.object({
  id: z.uuid(),
  challenge: z.string(),
  difficulty: z.number().int(),
  expiresAt: timestamp,
});
export type Captcha = z.input<typeof captchaResponse>;

export const forgotPasswordBody = z.object({
  email: z.email().max(200),
  captchaId: z.uuid(),
  /** The nonce found for the challenge. */
  captchaAnswer: z.string().trim().min(1).max(20),
});
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

/** The same answer whether or not an account exists: sent, or handled by the helpdesk. */
export const forgotPasswordResponse = z.object({
  outcome: z.enum(['helpdesk', 'sent']),
  message: z.string(),
});
export type ForgotPasswordResponse = z.input<typeof forgotPasswordResponse>;

export const resetPasswordBody = z.object({
  token: z.string().min(10).max(200),
  password: z.string().min(1).max(200),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** The helpdesk's address and telephone, shown on the public pages. */
export const contactResponse = z.object({ email: z.string(), phone: z.string() });
export type Contact = z.input<typeof contactResponse>;
