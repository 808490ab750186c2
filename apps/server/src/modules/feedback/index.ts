/** The feedback form and the System Admin's feedback inbox. */
export { feedbackRoutes } from './feedback.routes.js';
export { createFeedbackService } from './feedback.service.js';
