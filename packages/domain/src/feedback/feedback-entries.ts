import { SYSTEM_ADMIN_ONLY } from '../access/functions.js';
import type { ApiDef } from '../routes/api-def.js';
import {
  feedbackBody,
  feedbackInboxQuery,
  feedbackInboxResponse,
  feedbackItemResponse,
  feedbackParams,
  feedbackReplyBody,
  feedbackReplyResponse,
  feedbackSentResponse,
  feedbackStatusBody,
} from '../contracts/feedback.js';

/** The form (anyone) and the System Admin's inbox: list, one message, reply, status. */
export const FEEDBACK_API_ENTRIES = {
  // Public: anyone may write; an anonymous sender solves the captcha, a signed-in one is known.
  feedbackSend: {
    method: 'POST',
    url: '/api2/feedback',
    access: 'public',
    body: feedbackBody,
    response: feedbackSentResponse,
    status: 201,
  },
  feedbackInbox: {
    method: 'GET',
    url: '/api2/admin/feedback',
    access: SYSTEM_ADMIN_ONLY,
    query: feedbackInboxQuery,
    response: feedbackInboxResponse,
  },
  feedbackItem: {
    method: 'GET',
    url: '/api2/admin/feedback/:id',
    access: SYSTEM_ADMIN_ONLY,
    params: feedbackParams,
    response: feedbackItemResponse,
  },
  feedbackReply: {
    method: 'POST',
    url: '/api2/admin/feedback/:id/reply',
    access: SYSTEM_ADMIN_ONLY,
    params: feedbackParams,
    body: feedbackReplyBody,
    response: feedbackReplyResponse,
  },
  feedbackSetStatus: {
    method: 'PUT',
    url: '/api2/admin/feedback/:id/status',
    access: SYSTEM_ADMIN_ONLY,
    params: feedbackParams,
    body: feedbackStatusBody,
    status: 204,
  },
} as const satisfies Record<string, ApiDef>;

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
    access: SYSTEM_ADMIN_ONLY,
    titleKey: 'feedback:inbox.title',
    menu: { section: 'admin', order: 12 },
  },
] as const;
