/** Query options: report, parameter graph, cross-tab, comparison, windrose and frequency table. */
export { queryRoutes } from './query.routes.js';
export { createQueryService } from './query.service.js';
