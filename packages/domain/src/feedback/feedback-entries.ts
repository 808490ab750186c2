import type { TopLevelRole } from '../access/functions.js';

/**
 * The feedback form (spec §1 "feedback form") for the public and signed-in users, and the System
 * Admin's inbox where each message is answered by email and closed.
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

const ADMIN = { anyOf: ['System Admin' satisfies TopLevelRole] };

export const FEEDBACK_API_ENTRIES = {
  // Public: anyone may write; an anonymous sender solves the captcha, a signed-in one is known.
  feedbackSend: { method: 'POST', url: '/api2/feedback', access: 'public' },
  feedbackInbox: { method: 'GET', url: '/api2/admin/feedback', access: ADMIN },
  feedbackItem: { method: 'GET', url: '/api2/admin/feedback/:id', access: ADMIN },
  feedbackReply: { method: 'POST', url: '/api2/admin/feedback/:id/reply', access: ADMIN },
  feedbackSetStatus: { method: 'PUT', url: '/api2/admin/feedback/:id/status', access: ADMIN },
} as const;

/** The form for the public (from the landing page), the same form in the signed-in shell, the inbox. */
export const FEEDBACK_PAGES = [
  { id: 'feedback', path: '/feedback', access: 'public', titleKey: 'feedback:title' },
  {
    id: 'feedbackSignedIn',
    path: '/eqmp/app/edc/feedback',
    access: 'session',
    titleKey: 'feedback:title',
    menu: { section: 'help', order: 30 },
  },
  {
    id: 'adminFeedback',
    path: '/eqmp/app/edc/system_administration/feedback',
    access: ADMIN,
    titleKey: 'feedback:inbox.title',
    menu: { section: 'admin', order: 12 },
  },
] as const;
