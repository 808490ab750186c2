import { lazyPage } from '../../lib/lazy-page';
import type { PageViews } from '../../lib/page-view';

const form = lazyPage(
  () => import('./pages/FeedbackPage'),
  (m) => m.FeedbackPage,
);

/** The form for everyone (public layout), the same form in the signed-in shell, and the inbox. */
export const feedbackViews = {
  feedback: { layout: 'public', load: form },
  feedbackSignedIn: { layout: 'app', load: form },
  adminFeedback: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/FeedbackInboxPage'),
      (m) => m.FeedbackInboxPage,
    ),
  },
} as const satisfies PageViews;
