import { z } from 'zod';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_MESSAGE,
  FEEDBACK_STATUSES,
} from '../feedback/feedback-rules.js';
import { pageOf, pageQuery, timestamp } from './common.js';

/** Contracts of the feedback form and the System Admin's feedback inbox. */

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((s) => (s === '' ? undefined : s))
    .optional();

export const feedbackBody = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  message: z.string().trim().min(FEEDBACK_MESSAGE.min).max(FEEDBACK_MESSAGE.max),
  /** How to answer: all optional (a signed-in sender's account email is used when none is given). */
  contactName: optionalText(100),
  contactEmail: z
    .union([z.literal(''), z.email().max(200)])
    .transform((s) => (s === '' ? undefined : s))
    .optional(),
  contactPhone: optionalText(40),
  /** Needed without a session: the robot check's challenge and nonce (GET /api2/users/captcha). */
  captchaId: z.uuid().optional(),
  captchaAnswer: z.string().trim().min(1).max(20).optional(),
});
export type FeedbackBody = z.input<typeof feedbackBody>;

export const feedbackSentResponse = z.object({ message: z.string() });

export const feedbackInboxQuery = pageQuery.extend({
  status: z.enum(FEEDBACK_STATUSES).optional(),
  category: z.enum(FEEDBACK_CATEGORIES).optional(),
});

const item = z.object({
  id: z.number(),
  receivedAt: timestamp,
  category: z.enum(FEEDBACK_CATEGORIES),
  status: z.enum(FEEDBACK_STATUSES),
  /** The first words of the message. */
  excerpt: z.string(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  /** The account that sent it, when the sender was signed in. */
  username: z.string().nullable(),
});

export const feedbackInboxResponse = pageOf(item).extend({
  /** Messages per status over the whole inbox (the tabs' counts). */
  counts: z.record(z.enum(FEEDBACK_STATUSES), z.number()),
});
export type FeedbackInboxResponse = z.input<typeof feedbackInboxResponse>;

export const feedbackParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const feedbackItemResponse = item.extend({
  message: z.string(),
  contactPhone: z.string().nullable(),
  /** The language the sender wrote in: replies are mailed in it. */
  language: z.enum(['en', 'ms']),
  statusChangedAt: timestamp.nullable(),
  statusChangedBy: z.string().nullable(),
  replies: z.array(
    z.object({ at: timestamp, username: z.string(), body: z.string(), emailedTo: z.string() }),
  ),
});
export type FeedbackItemResponse = z.input<typeof feedbackItemResponse>;

export const feedbackReplyBody = z.object({ body: z.string().trim().min(1).max(4000) });
/** Where the reply was mailed. */
export const feedbackReplyResponse = z.object({ emailedTo: z.string() });
export const feedbackStatusBody = z.object({ status: z.enum(FEEDBACK_STATUSES) });
