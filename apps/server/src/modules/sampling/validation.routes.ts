import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/access-control.js';
import type { MonitoringService } from './monitoring.service.js';
import type { ValidationService } from './validation.service.js';
import { routeOf, routesOf } from '../../http/route-of.js';

const tags = ['sampling'];

/** Data validation of manual results (levels 2 and 3 through the QA/QC engine) and the station summary. */
export const validationRoutes: FastifyPluginAsyncZod<{
  validation: ValidationService;
  monitoring: MonitoringService;
}> = async (app, { validation, monitoring }) => {
  const route = routesOf(app, tags);
  route(
    API.samplingValidation,
    "A month's samples per station with their current values, stage and level",
    async (request) => validation.view(request.query, signedIn(request)),
  );

  for (const [entry, decision, summary] of [
    [API.samplingReview, 'review', "Marks stations' month reviewed (level 2)"],
    [
      API.samplingApprove,
      'approve',
      "Approves stations' reviewed month (level 3), by another officer",
    ],
    [API.samplingPublish, 'publish', "Publishes stations' approved samples of the month"],
  ] as const)
    app.route({
      ...routeOf(entry, { tags, summary }),
      handler: async (request) => validation.decide(decision, request.body, signedIn(request)),
    });

  route(
    API.samplingMonitoring,
    "Each station's latest sample, values, index, level and plan (manual_monitoring)",
    async (request) => monitoring.monitoring(request.query.module, signedIn(request)),
  );
};
