import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DeleteRequestsService } from './delete-requests.service.js';
import { signedIn } from '../../plugins/access-control.js';
import { routeOf } from '../../http/route-of.js';

/** Requests to delete data: list (with their outcome), request, and review by another officer. */
export const deleteRequestsRoutes: FastifyPluginAsyncZod<{
  deletes: DeleteRequestsService;
}> = async (app, { deletes }) => {
  const tags = ['qaqc'];

  app.route({
    ...routeOf(API.qaqcDeleteRequests, {
      tags,
      summary: "A module's delete requests and their outcome, newest first",
    }),
    handler: async (request) => deletes.list(request.query, signedIn(request)),
  });

  app.route({
    ...routeOf(API.qaqcCreateDeleteRequest, {
      tags,
      summary: "Requests the logical delete of a station parameter's values over a period",
    }),
    handler: async (request) => deletes.create(request.body, signedIn(request)),
  });

  app.route({
    ...routeOf(API.qaqcWithdrawDeleteRequest, {
      tags,
      summary: 'The requester withdraws a request nobody has decided yet (nothing was deleted)',
    }),
    handler: async (request) => deletes.withdraw(request.params.id, signedIn(request)),
  });

  app.route({
    ...routeOf(API.qaqcReviewDeleteRequest, {
      tags,
      summary:
        "Approves (values withdrawn with AL, raw kept, one change set) or rejects a request; never the requester's own",
    }),
    handler: async (request) =>
      deletes.review(
        request.params.id,
        request.body.decision,
        request.body.note,
        signedIn(request),
      ),
  });
};
