import {
  alertAcknowledgeBody,
  alertAssignBody,
  alertAssigneesResponse,
  alertBadgeResponse,
  alertCloseBody,
  alertCountersQuery,
  alertCountersResponse,
  alertDetailResponse,
  alertListQuery,
  alertListResponse,
  alertParams as idParams,
  alertRecord,
  alertRemarkBody,
  API,
} from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offsetOf } from '../../http/paging.js';
import type { AlertsService } from './alerts.service.js';
import { signedIn } from '../../plugins/access-control.js';

/** Alert lists, one alert with its history, handling steps, spec §3 counters and the header badge. */
export const alertsRoutes: FastifyPluginAsyncZod<{ alerts: AlertsService }> = async (
  app,
  { alerts },
) => {
  const tags = ['alerts'];

  app.route({
    ...API.alerts,
    schema: {
      tags,
      summary:
        "A module's alerts of one group (or all groups for alert management): new in 24 h, pending or records",
      querystring: alertListQuery,
      response: { 200: alertListResponse },
    },
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
    ...API.alertCounters,
    schema: {
      tags,
      summary: 'Spec §3 alert counts (pending), over the modules the caller may read',
      querystring: alertCountersQuery,
      response: { 200: alertCountersResponse },
    },
    handler: async (request) =>
      alerts.counters(signedIn(request), request.query.module, request.query.state),
  });

  app.route({
    ...API.alertBadge,
    schema: {
      tags,
      summary:
        'Pending and new (24 h) alerts the caller may read, per module, for the header badge',
      response: { 200: alertBadgeResponse },
    },
    handler: async (request) => alerts.badge(signedIn(request)),
  });

  app.route({
    ...API.alert,
    schema: {
      tags,
      summary: 'One alert with its history',
      params: idParams,
      response: { 200: alertDetailResponse },
    },
    handler: async (request) => alerts.get(request.params.id, signedIn(request)),
  });

  app.route({
    ...API.alertAssignees,
    schema: {
      tags,
      summary: 'Users who hold the Update role for this alert (assignment candidates)',
      params: idParams,
      response: { 200: alertAssigneesResponse },
    },
    handler: async (request) => alerts.assignees(request.params.id, signedIn(request)),
  });

  app.route({
    ...API.alertAcknowledge,
    schema: {
      tags,
      summary: 'Acknowledge a new alert',
      params: idParams,
      body: alertAcknowledgeBody,
      response: { 200: alertRecord },
    },
    handler: async (request) =>
      alerts.acknowledge(
        request.params.id,
        signedIn(request),
        request.body.note || null,
        request.ip,
      ),
  });

  app.route({
    ...API.alertAssign,
    schema: {
      tags,
      summary: 'Assign a pending alert to a user who may handle it',
      params: idParams,
      body: alertAssignBody,
      response: { 200: alertRecord },
    },
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
    ...API.alertRemark,
    schema: {
      tags,
      summary: 'Add remarks to an alert',
      params: idParams,
      body: alertRemarkBody,
      response: { 200: alertRecord },
    },
    handler: async (request) =>
      alerts.remark(request.params.id, signedIn(request), request.body.note, request.ip),
  });

  app.route({
    ...API.alertClose,
    schema: {
      tags,
      summary: 'Close a pending alert with a reason',
      params: idParams,
      body: alertCloseBody,
      response: { 200: alertRecord },
    },
    handler: async (request) =>
      alerts.close(request.params.id, signedIn(request), request.body.reason, request.ip),
  });
};
