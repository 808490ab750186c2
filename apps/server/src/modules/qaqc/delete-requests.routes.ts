import { API } from '@eqmp/domain';
import type { DeleteRequestsService } from './delete-requests.service.js';
import { signedIn } from '../../plugins/access-control.js';
import { routeGroup } from '../../http/route-of.js';

/** Requests to delete data: list (with their outcome), request, and review by another officer. */
export const deleteRequestsRoutes = routeGroup<{
  deletes: DeleteRequestsService;
}>(['qaqc'], (route, { deletes }) => {
  route(
    API.qaqcDeleteRequests,
    "A module's delete requests and their outcome, newest first",
    async (request) => deletes.list(request.query, signedIn(request)),
  );

  route(
    API.qaqcCreateDeleteRequest,
    "Requests the logical delete of a station parameter's values over a period",
    async (request) => deletes.create(request.body, signedIn(request)),
  );

  route(
    API.qaqcWithdrawDeleteRequest,
    'The requester withdraws a request nobody has decided yet (nothing was deleted)',
    async (request) => deletes.withdraw(request.params.id, signedIn(request)),
  );

  route(
    API.qaqcReviewDeleteRequest,
    "Approves (values withdrawn with AL, raw kept, one change set) or rejects a request; never the requester's own",
    async (request) =>
      deletes.review(
        request.params.id,
        request.body.decision,
        request.body.note,
        signedIn(request),
      ),
  );
});
