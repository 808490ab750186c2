import { lazyPage } from '../../lib/lazy-page';
import { lazyView, type PageViews } from '../../lib/page-view';

const form = lazyPage(() => import('./pages/FeedbackPage'), 'FeedbackPage');

/** The form for everyone (public layout), the same form in the signed-in shell, and the inbox. */
export const feedbackViews = {
  feedback: { layout: 'public', load: form },
  feedbackSignedIn: { layout: 'app', load: form },
  adminFeedback: lazyView(() => import('./pages/FeedbackInboxPage'), 'FeedbackInboxPage'),
} as const satisfies PageViews;
