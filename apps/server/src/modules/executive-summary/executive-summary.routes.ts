import { API, type ModuleCode } from '@eqmp/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerModules } from '../../http/module-scope.js';
import { signedIn } from '../../plugins/access-control.js';
import type { ExportService, ExportTable } from '../exports/index.js';
import type { ExecutiveSummaryServices } from './executive-summary.services.js';
import {
  indexOverviewTable,
  pollutionEventsTable,
  stationStatisticsTable,
  translator,
  trendTable,
  type Translate,
} from './summary-exports.js';
import { airQualityTable, hotspotTable, manualStationsTable } from './summary-exports-air.js';
import { routesOf, type ZodApp } from '../../http/route-of.js';

const EXPORT_NOTE =
  'With `export` (xlsx, pdf or csv) the answer is `{ downloadlink }` of the same figures as a file.';
const tags = ['executive-summary'];

/** Binds the answer-or-export of every page to the exports module. */
function answerOrExportWith(exports: ExportService) {
  /**
   * A page's figures for the modules the caller's roles cover, or their export through the
   * exports module when `export` is asked.
   */
  async function answerOrExport<T>(
    request: FastifyRequest & { query: { export?: 'csv' | 'xlsx' | 'pdf' } },
    figures: (covered: readonly ModuleCode[]) => Promise<T>,
    toTable: (answer: T, t: Translate, covered: readonly ModuleCode[]) => ExportTable,
  ) {
    const answer = await figures(callerModules(request));
    const format = request.query.export;
    if (!format) return answer;
    const table = toTable(answer, translator(request.language), callerModules(request));
    return exports.start({
      table,
      format,
      userId: signedIn(request).userId,
      lang: request.language,
      expectedRows: Array.isArray(table.rows) ? table.rows.length : undefined,
    });
  }
  return answerOrExport;
}

type AnswerOrExport = ReturnType<typeof answerOrExportWith>;

/** Index classes and station statistics. */
function registerOverviewRoutes(
  app: ZodApp,
  summary: ExecutiveSummaryServices,
  answerOrExport: AnswerOrExport,
) {
  const route = routesOf(app, tags);
  route(
    API.esIndexOverview,
    {
      summary: 'Stations per index class, now and over 24 h, 7 and 30 days, by state',
      description: `Air: the class of the latest API now, of the highest hourly API over a period. River and marine: the DOE-WQI class and MMWQI category of the latest sample now, of the period's mean values over a period. ${EXPORT_NOTE}`,
    },
    async (request) =>
      answerOrExport(request, (covered) => summary.indexOverview(covered), indexOverviewTable),
  );

  route(
    API.esStationStatistics,
    {
      summary: 'Stations per module, state and status, and the month’s data capture',
      description: `Capture as the Data KPI computes it (calibration and maintenance left out), averaged over each group's station × parameter pairs. ${EXPORT_NOTE}`,
    },
    async (request) =>
      answerOrExport(
        request,
        (covered) => summary.stationStatistics(covered, request.query),
        stationStatisticsTable,
      ),
  );
}

/** The trend's options and its analysis. */
function registerTrendRoutes(
  app: ZodApp,
  summary: ExecutiveSummaryServices,
  answerOrExport: AnswerOrExport,
) {
  const route = routesOf(app, tags);
  route(
    API.esTrendOptions,
    'What a trend can follow: modules, their parameters, index, stations and states',
    async (request) => summary.trendOptions(callerModules(request)),
  );

  route(
    API.esTrendAnalysis,
    {
      summary: 'A parameter or index per month or year, with Mann–Kendall and Sen’s slope',
      description: `\`measure\` is a parameter code or INDEX; \`station\` a comma list (one series each), else one series of the mean of the module's stations (of \`stateId\`). ${EXPORT_NOTE}`,
    },
    async (request) =>
      answerOrExport(
        request,
        (covered) => summary.trendAnalysis(covered, request.query),
        trendTable,
      ),
  );
}

/** Pollution episodes, air quality and fire hotspots. */
function registerEpisodeRoutes(
  app: ZodApp,
  summary: ExecutiveSummaryServices,
  answerOrExport: AnswerOrExport,
) {
  const route = routesOf(app, tags);
  route(
    API.esPollutionEvents,
    {
      summary:
        'Pollution episodes of a period: counts, timeline, and the episodes with their place',
      description: `Exceedance, PM, pollution and NPE alert episodes under way at some time of the period (last 30 days by default). ${EXPORT_NOTE}`,
    },
    async (request) =>
      answerOrExport(
        request,
        (covered) => summary.pollutionEvents(covered, request.query),
        pollutionEventsTable,
      ),
  );

  route(
    API.esAirQuality,
    {
      summary: 'Days per API class per state, the worst stations and the dominant pollutant',
      description: `A day takes the class of the highest hourly API of the state's stations (or the nation's). ${EXPORT_NOTE}`,
    },
    async (request) =>
      answerOrExport(
        request,
        (covered) => summary.airQuality(covered, request.query),
        airQualityTable,
      ),
  );

  route(
    API.esHotspots,
    {
      summary: 'Fire hotspots per day against the air stations’ daily PM2.5 and PM10',
      description: `With Pearson's r of hotspots against PM the same day and one day later. ${EXPORT_NOTE}`,
    },
    async (request) =>
      answerOrExport(request, (covered) => summary.hotspots(covered, request.query), hotspotTable),
  );
}

/** The visits of manual stations. */
function registerManualStationRoutes(
  app: ZodApp,
  summary: ExecutiveSummaryServices,
  answerOrExport: AnswerOrExport,
) {
  const route = routesOf(app, tags);
  route(
    API.esManualStations,
    {
      summary: 'Sampled, due and missed visits of manual stations per programme and state',
      description: `Visits owed by each programme's frequency (river and marine monthly, manual air every 6 days) against the days with a manual sample. ${EXPORT_NOTE}`,
    },
    async (request) =>
      answerOrExport(
        request,
        (covered) => summary.manualStations(covered, request.query),
        manualStationsTable,
      ),
  );
}

/**
 * The executive summary (spec §2 executive_summary): one GET per page, answering its figures for
 * the modules the caller's roles cover, or with `&export=` the signed link of its file.
 */
export const executiveSummaryRoutes: FastifyPluginAsyncZod<{
  summary: ExecutiveSummaryServices;
  exports: ExportService;
}> = async (app, { summary, exports }) => {
  const answerOrExport = answerOrExportWith(exports);
  registerOverviewRoutes(app, summary, answerOrExport);
  registerTrendRoutes(app, summary, answerOrExport);
  registerEpisodeRoutes(app, summary, answerOrExport);
  registerManualStationRoutes(app, summary, answerOrExport);
};
