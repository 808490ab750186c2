import { API } from '@eqmp/domain';
import { routeGroup } from '../../http/route-of.js';
import type { LogsService } from './logs.service.js';

/** System Administration: access_log, activity_log and the dashboard figures. */
export const logAdminRoutes = routeGroup<{ logs: LogsService }>(['admin'], (route, { logs }) => {
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
});
