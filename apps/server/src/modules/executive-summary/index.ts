/** The executive summary's pages and exports: `app.ts` registers it from here. */
export { executiveSummaryModule } from './executive-summary.module.js';
