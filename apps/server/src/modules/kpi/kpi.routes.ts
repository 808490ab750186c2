import { API } from '@eqmp/domain';
import { callerModules } from '../../http/module-scope.js';
import { routeGroup } from '../../http/route-of.js';
import type { createKpiService } from './kpi.service.js';

/** KPI reports (spec §2 More → kpi_report): system uptime and data capture, with the states to filter by. */
export const kpiRoutes = routeGroup<{
  kpi: ReturnType<typeof createKpiService>;
}>(['kpi'], (route, { kpi }) => {
  route(API.kpiStates, 'States that have a continuous station', async () => kpi.states());

  route(
    API.kpiSystem,
    {
      summary: 'Polling uptime per station and module, by local day or month',
      description:
        'Uptime = hours with data (a rollup of any parameter with count > 0) ÷ ended hours of the range, for active continuous stations. `from` and `to` are local dates, both included; by default the last 30 days (day) or 12 months (month).',
    },
    async (request) => kpi.system({ ...request.query, modules: callerModules(request) }),
  );

  route(
    API.kpiData,
    {
      summary: 'Data capture per station × parameter in a month, against a target',
      description:
        'Each hour captures valid_count ÷ expected_count (at most 1); the month is the mean over its ended hours (a missing hour is 0). `captureAllPct` counts every loss; `captureExclCalPct` leaves calibration and maintenance out. `basis` (default excl_cal) is the one judged against `target`.',
    },
    async (request) => kpi.data({ ...request.query, modules: callerModules(request) }),
  );
});
