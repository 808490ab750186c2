import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import type { LogsService } from './logs.service.js';

/** System Administration: access_log, activity_log and the dashboard figures. */
export const logAdminRoutes: FastifyPluginAsyncZod<{ logs: LogsService }> = async (
  app,
  { logs },
) => {
  const tags = ['admin'];

  app.route({
    ...routeOf(API.adminAccessLog, {
      tags,
      summary: 'Sign-ins, failures, lockouts and logouts',
    }),
    handler: async (request) => logs.accessLog(request.query),
  });

  app.route({
    ...routeOf(API.adminActivityLog, {
      tags,
      summary: 'Every mutating action: who, what, when, before and after',
    }),
    handler: async (request) => logs.activityLog(request.query),
  });

  app.route({
    ...routeOf(API.adminDashboard, {
      tags,
      summary: 'Users, active sessions, and sign-ins per day over the last 14 days',
    }),
    handler: async () => logs.dashboard(),
  });
};
