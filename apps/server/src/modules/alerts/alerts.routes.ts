import { ALERT_GROUPS, ALERT_KINDS, ALERT_SCOPES, ALERT_STATUSES, API, MODULE_CODES } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offsetOf, pageQuery } from '../../http/paging.js';
import type { AlertsService } from './alerts.service.js';

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'errors:validation.invalid') });
const note = z.string().trim().max(2000);
const listQuery = pageQuery.extend({
  module: z.enum(MODULE_CODES),
  group: z.enum([...ALERT_GROUPS, 'management']).optional(),
  scope: z.enum(ALERT_SCOPES).default('pending'),
  status: z.enum(ALERT_STATUSES).optional(),
  kind: z.enum(ALERT_KINDS).optional(),
  stateId: z.coerce.number().int().positive().optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
}).refine((q) => !q.from || !q.to || q.from < q.to, { message: 'errors:validation.range', path: ['to'] });

/** Alert lists, one alert with its history, handling steps, spec §3 counters and the header badge. */
export const alertsRoutes: FastifyPluginAsyncZod<{ alerts: AlertsService }> = async (app, { alerts }) => {
  const tags = ['alerts'];

  app.route({
    ...API.alerts,
    schema: {
      tags,
      summary: "A module's alerts of one group (or all groups for alert management): new in 24 h, pending or records",
      querystring: listQuery,
    },
    handler: async (request) => {
      const { page, pageSize, ...q } = request.query;
      const result = await alerts.list({ ...q, limit: pageSize, offset: offsetOf({ page, pageSize }) }, request.principal!);
      return { ...result, page, pageSize };
    },
  });

  app.route({
    ...API.alertCounters,
    schema: {
      tags,
      summary: 'Spec §3 alert counts (pending), over the modules the caller may read',
      querystring: z.object({ module: z.enum(MODULE_CODES).optional(), state: z.string().trim().min(1).max(100).optional() }),
      response: {
        200: z.object({
          totalDataTransmission: z.object({ total: z.number() }), totalExceedance: z.object({ total: z.number() }),
          MRWQMNPE1: z.number(), MRWQMNPE2: z.number(), MMWQMNPE1: z.number(), MMWQMNPE2: z.number(),
        }),
      },
    },
    handler: async (request) => alerts.counters(request.principal!, request.query.module, request.query.state),
  });

  app.route({
    ...API.alertBadge,
    schema: { tags, summary: 'Pending and new (24 h) alerts the caller may read, per module, for the header badge' },
    handler: async (request) => alerts.badge(request.principal!),
  });

  app.route({
    ...API.alert,
    schema: { tags, summary: 'One alert with its history', params: idParams },
    handler: async (request) => alerts.get(request.params.id, request.principal!),
  });

  app.route({
    ...API.alertAssignees,
    schema: { tags, summary: 'Users who hold the Update role for this alert (assignment candidates)', params: idParams },
    handler: async (request) => alerts.assignees(request.params.id, request.principal!),
  });

  app.route({
    ...API.alertAcknowledge,
    schema: { tags, summary: 'Acknowledge a new alert', params: idParams, body: z.object({ note: note.optional() }) },
    handler: async (request) => alerts.acknowledge(request.params.id, request.principal!, request.body.note || null, request.ip),
  });

  app.route({
    ...API.alertAssign,
    schema: { tags, summary: 'Assign a pending alert to a user who may handle it', params: idParams, body: z.object({ userId: z.uuid(), note: note.optional() }) },
    handler: async (request) => alerts.assign(request.params.id, request.principal!, request.body.userId, request.body.note || null, request.ip),
  });

  app.route({
    ...API.alertRemark,
    schema: { tags, summary: 'Add remarks to an alert', params: idParams, body: z.object({ note: note.min(1) }) },
    handler: async (request) => alerts.remark(request.params.id, request.principal!, request.body.note, request.ip),
  });

  app.route({
    ...API.alertClose,
    schema: { tags, summary: 'Close a pending alert with a reason', params: idParams, body: z.object({ reason: note.min(1) }) },
    handler: async (request) => alerts.close(request.params.id, request.principal!, request.body.reason, request.ip),
  });
};
