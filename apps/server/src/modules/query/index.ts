/** Query options: report, parameter graph, cross-tab, comparison, windrose and frequency table. */
export { queryModule } from './query.module.js';
