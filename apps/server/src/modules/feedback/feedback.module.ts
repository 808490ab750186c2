import type { FastifyPluginAsync } from 'fastify';
import { feedbackRoutes } from './feedback.routes.js';
import { createFeedbackService, type FeedbackDeps } from './feedback.service.js';

/** The feedback form (a robot check for the public) and the System Admin's inbox, answered by email. */
export const feedbackModule: FastifyPluginAsync<FeedbackDeps> = async (app, deps) => {
  await app.register(feedbackRoutes, { feedback: createFeedbackService(deps) });
};
