/**
 * The feedback form (spec §1 "feedback form") for the public and signed-in users, and the System
 * Admin's inbox where each message is answered by email and closed: what a message is about, its
 * statuses, and how many and how long messages may be. The contracts are built on these.
 */
export const FEEDBACK_CATEGORIES = [
  'general',
  'data',
  'technical',
  'account',
  'suggestion',
  'complaint',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** new → answered (a reply was emailed) → closed; an admin may set any status again. */
export const FEEDBACK_STATUSES = ['new', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Messages one address may send per hour (with the captcha, the form's spam protection). */
export const FEEDBACK_RATE_LIMIT = 5;
export const FEEDBACK_RATE_WINDOW_MS = 3_600_000;
export const FEEDBACK_MESSAGE = { min: 10, max: 4000 } as const;
