import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offsetOf } from '../../http/paging.js';
import { routeOf } from '../../http/route-of.js';
import type { AlertsService } from './alerts.service.js';
import { signedIn } from '../../plugins/access-control.js';

/** Alert lists, one alert with its history, handling steps, spec §3 counters and the header badge. */
export const alertsRoutes: FastifyPluginAsyncZod<{ alerts: AlertsService }> = async (
  app,
  { alerts },
) => {
  const tags = ['alerts'];

  app.route({
    ...routeOf(API.alerts, {
      tags,
      summary:
        "A module's alerts of one group (or all groups for alert management): new in 24 h, pending or records",
    }),
    handler: async (request) => {
      const { page, pageSize, ...q } = request.query;
      const result = await alerts.list(
        { ...q, limit: pageSize, offset: offsetOf({ page, pageSize }) },
        signedIn(request),
      );
      return { ...result, page, pageSize };
    },
  });

  app.route({
    ...routeOf(API.alertCounters, {
      tags,
      summary: 'Spec §3 alert counts (pending), over the modules the caller may read',
    }),
    handler: async (request) =>
      alerts.counters(signedIn(request), request.query.module, request.query.state),
  });

  app.route({
    ...routeOf(API.alertBadge, {
      tags,
      summary:
        'Pending and new (24 h) alerts the caller may read, per module, for the header badge',
    }),
    handler: async (request) => alerts.badge(signedIn(request)),
  });

  app.route({
    ...routeOf(API.alert, {
      tags,
      summary: 'One alert with its history',
    }),
    handler: async (request) => alerts.get(request.params.id, signedIn(request)),
  });

  app.route({
    ...routeOf(API.alertAssignees, {
      tags,
      summary: 'Users who hold the Update role for this alert (assignment candidates)',
    }),
    handler: async (request) => alerts.assignees(request.params.id, signedIn(request)),
  });

  app.route({
    ...routeOf(API.alertAcknowledge, {
      tags,
      summary: 'Acknowledge a new alert',
    }),
    handler: async (request) =>
      alerts.acknowledge(
        request.params.id,
        signedIn(request),
        request.body.note || null,
        request.ip,
      ),
  });

  app.route({
    ...routeOf(API.alertAssign, {
      tags,
      summary: 'Assign a pending alert to a user who may handle it',
    }),
    handler: async (request) =>
      alerts.assign(
        request.params.id,
        signedIn(request),
        request.body.userId,
        request.body.note || null,
        request.ip,
      ),
  });

  app.route({
    ...routeOf(API.alertRemark, {
      tags,
      summary: 'Add remarks to an alert',
    }),
    handler: async (request) =>
      alerts.remark(request.params.id, signedIn(request), request.body.note, request.ip),
  });

  app.route({
    ...routeOf(API.alertClose, {
      tags,
      summary: 'Close a pending alert with a reason',
    }),
    handler: async (request) =>
      alerts.close(request.params.id, signedIn(request), request.body.reason, request.ip),
  });
};
