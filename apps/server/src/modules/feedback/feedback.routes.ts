import { API, FEEDBACK_RATE_LIMIT, FEEDBACK_RATE_WINDOW_MS } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf, routesOf } from '../../http/route-of.js';
import { signedIn } from '../../plugins/access-control.js';
import type { createFeedbackService } from './feedback.service.js';

/** Requests to send one address may make per window, sent or refused. */
const FEEDBACK_TRIES_PER_WINDOW = FEEDBACK_RATE_LIMIT * 12;

/** The feedback form (anyone) and the System Admin's inbox (list, one message, reply, status). */
export const feedbackRoutes: FastifyPluginAsyncZod<{
  feedback: ReturnType<typeof createFeedbackService>;
}> = async (app, { feedback }) => {
  const tags = ['feedback'];
  const route = routesOf(app, tags);

  app.route({
    ...routeOf(API.feedbackSend, {
      tags,
      summary: 'Send feedback (the robot check without a session)',
    }),
    // The form's spam protection is the service's: a few messages sent per address and hour
    // (the robot check only makes each one cost some work). Tries are bounded here only against
    // a flood, far above what a person mistyping the check would reach.
    config: { rateLimit: { max: FEEDBACK_TRIES_PER_WINDOW, timeWindow: FEEDBACK_RATE_WINDOW_MS } },
    handler: async (request, reply) => {
      const answer = await feedback.send(request.body, {
        principal: request.principal,
        language: request.language,
        ip: request.ip ?? null,
      });
      return reply.code(201).send(answer);
    },
  });

  app.route({
    ...routeOf(API.feedbackInbox, {
      tags,
      summary: 'The feedback inbox, newest first, with the count of each status',
    }),
    handler: async (request) => {
      const { items, total, counts } = await feedback.inbox(request.query);
      return { items, total, counts, page: request.query.page, pageSize: request.query.pageSize };
    },
  });

  route(API.feedbackItem, 'One feedback message with its replies', async (request) =>
    feedback.item(request.params.id),
  );

  route(
    API.feedbackReply,
    "Answer a message by email (in the sender's language); it becomes answered",
    async (request) =>
      feedback.reply(request.params.id, request.body.body, signedIn(request), request.ip ?? null),
  );

  route(
    API.feedbackSetStatus,
    'Set the status of a message (new, answered, closed)',
    async (request, reply) => {
      await feedback.setStatus(
        request.params.id,
        request.body.status,
        signedIn(request),
        request.ip ?? null,
      );
      return reply.code(204).send(null);
    },
  );
};
