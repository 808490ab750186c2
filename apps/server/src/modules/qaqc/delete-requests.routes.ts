import {
  API,
  deleteRequest,
  deleteRequestBody,
  deleteRequestReviewBody,
  deleteRequestsQuery,
  deleteRequestsResponse,
} from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DeleteRequestsService } from './delete-requests.service.js';
import { signedIn } from '../../plugins/access-control.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Requests to delete data: list (with their outcome), request, and review by another officer. */
export const deleteRequestsRoutes: FastifyPluginAsyncZod<{
  deletes: DeleteRequestsService;
}> = async (app, { deletes }) => {
  const tags = ['qaqc'];

  app.route({
    ...API.qaqcDeleteRequests,
    schema: {
      tags,
      summary: "A module's delete requests and their outcome, newest first",
      querystring: deleteRequestsQuery,
      response: { 200: deleteRequestsResponse },
    },
    handler: async (request) => deletes.list(request.query, signedIn(request)),
  });

  app.route({
    ...API.qaqcCreateDeleteRequest,
    schema: {
      tags,
      summary: "Requests the logical delete of a station parameter's values over a period",
      body: deleteRequestBody,
      response: { 200: deleteRequest },
    },
    handler: async (request) => deletes.create(request.body, signedIn(request)),
  });

  app.route({
    ...API.qaqcWithdrawDeleteRequest,
    schema: {
      tags,
      summary: 'The requester withdraws a request nobody has decided yet (nothing was deleted)',
      params: idParams,
      response: { 200: deleteRequest },
    },
    handler: async (request) => deletes.withdraw(request.params.id, signedIn(request)),
  });

  app.route({
    ...API.qaqcReviewDeleteRequest,
    schema: {
      tags,
      summary:
        "Approves (values withdrawn with AL, raw kept, one change set) or rejects a request; never the requester's own",
      params: idParams,
      body: deleteRequestReviewBody,
      response: { 200: deleteRequest },
    },
    handler: async (request) =>
      deletes.review(
        request.params.id,
        request.body.decision,
        request.body.note,
        signedIn(request),
      ),
  });
};
