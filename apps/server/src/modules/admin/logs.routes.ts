import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf } from '../../http/route-of.js';
import type { LogsService } from './logs.service.js';

/** System Administration: access_log, activity_log and the dashboard figures. */
export const logAdminRoutes: FastifyPluginAsyncZod<{ logs: LogsService }> = async (
  app,
  { logs },
) => {
  const tags = ['admin'];
  const route = routesOf(app, tags);

  route(API.adminAccessLog, 'Sign-ins, failures, lockouts and logouts', async (request) =>
    logs.accessLog(request.query),
  );

  route(
    API.adminActivityLog,
    'Every mutating action: who, what, when, before and after',
    async (request) => logs.activityLog(request.query),
  );

  route(
    API.adminDashboard,
    'Users, active sessions, and sign-ins per day over the last 14 days',
    async () => logs.dashboard(),
  );
};
