import { API } from '@eqmp/domain';
import { offsetOf } from '../../http/paging.js';
import { routeGroup } from '../../http/route-of.js';
import type { AlertsService } from './alerts.service.js';
import { signedIn } from '../../plugins/access-control.js';

/** Alert lists, one alert with its history, handling steps, spec §3 counters and the header badge. */
export const alertsRoutes = routeGroup<{ alerts: AlertsService }>(
  ['alerts'],
  (route, { alerts }) => {
    route(
      API.alerts,
      "A module's alerts of one group (or all groups for alert management): new in 24 h, pending or records",
      async (request) => {
        const { page, pageSize, ...q } = request.query;
        const result = await alerts.list(
          { ...q, limit: pageSize, offset: offsetOf({ page, pageSize }) },
          signedIn(request),
        );
        return { ...result, page, pageSize };
      },
    );

    route(
      API.alertCounters,
      'Spec §3 alert counts (pending), over the modules the caller may read',
      async (request) =>
        alerts.counters(signedIn(request), request.query.module, request.query.state),
    );

    route(
      API.alertBadge,
      'Pending and new (24 h) alerts the caller may read, per module, for the header badge',
      async (request) => alerts.badge(signedIn(request)),
    );

    route(API.alert, 'One alert with its history', async (request) =>
      alerts.get(request.params.id, signedIn(request)),
    );

    route(
      API.alertAssignees,
      'Users who hold the Update role for this alert (assignment candidates)',
      async (request) => alerts.assignees(request.params.id, signedIn(request)),
    );

    route(API.alertAcknowledge, 'Acknowledge a new alert', async (request) =>
      alerts.acknowledge(
        request.params.id,
        signedIn(request),
        request.body.note || null,
        request.ip,
      ),
    );

    route(API.alertAssign, 'Assign a pending alert to a user who may handle it', async (request) =>
      alerts.assign(
        request.params.id,
        signedIn(request),
        request.body.userId,
        request.body.note || null,
        request.ip,
      ),
    );

    route(API.alertRemark, 'Add remarks to an alert', async (request) =>
      alerts.remark(request.params.id, signedIn(request), request.body.note, request.ip),
    );

    route(API.alertClose, 'Close a pending alert with a reason', async (request) =>
      alerts.close(request.params.id, signedIn(request), request.body.reason, request.ip),
    );
  },
);
