import {
  accessLogQuery,
  accessLogResponse,
  activityLogQuery,
  activityLogResponse,
  adminDashboardResponse,
  API,
} from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LogsService } from './logs.service.js';

/** System Administration: access_log, activity_log and the dashboard figures. */
export const logAdminRoutes: FastifyPluginAsyncZod<{ logs: LogsService }> = async (
  app,
  { logs },
) => {
  const tags = ['admin'];

  app.route({
    ...API.adminAccessLog,
    schema: {
      tags,
      summary: 'Sign-ins, failures, lockouts and logouts',
      querystring: accessLogQuery,
      response: { 200: accessLogResponse },
    },
    handler: async (request) => logs.accessLog(request.query),
  });

  app.route({
    ...API.adminActivityLog,
    schema: {
      tags,
      summary: 'Every mutating action: who, what, when, before and after',
      querystring: activityLogQuery,
      response: { 200: activityLogResponse },
    },
    handler: async (request) => logs.activityLog(request.query),
  });

  app.route({
    ...API.adminDashboard,
    schema: {
      tags,
      summary: 'Users, active sessions, and sign-ins per day over the last 14 days',
      response: { 200: adminDashboardResponse },
    },
    handler: async () => logs.dashboard(),
  });
};
