import { z } from 'zod';
import { userIdentity } from './admin.js';
import { timestamp } from './common.js';

/** Contracts of the signed-in user's own profile, password and email address. */

export const profileResponse = userIdentity.extend({
  lastLoginAt: timestamp.nullable(),
  /** Whether the daily digest of waiting work is mailed to the user at 08:00 Malaysia time. */
  dailyDigest: z.boolean(),
  ticked: z.array(z.string()),
});
export type Profile = z.input<typeof profileResponse>;

/** A changed `email` needs `currentPassword` and takes effect once confirmed from the new address. */
export const profileUpdateBody = z.object({
  fullName: z.string().trim().min(2).max(120),
  email: z.email().max(200),
  phone: z.string().trim().max(40).nullable(),
  organisation: z.string().trim().max(200).nullable(),
  /** Needed only when `email` changes. */
  currentPassword: z.string().min(1).max(200).optional(),
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;

/** The profile's daily digest switch; the digest is written in the language of the request. */
export const digestBody = z.object({ dailyDigest: z.boolean() });
export type DigestBody = z.infer<typeof digestBody>;

export const passwordChangeBody = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: z.string().min(1).max(200),
});
export type PasswordChangeBody = z.input<typeof passwordChangeBody>;

/** Confirming a changed email address with the token of the emailed link. */
export const confirmEmailBody = z.object({ token: z.string().min(10).max(200) });
export type ConfirmEmailBody = z.infer<typeof confirmEmailBody>;
