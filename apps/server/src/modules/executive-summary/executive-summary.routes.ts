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
import { routeOf, type ZodApp } from '../../http/route-of.js';

const EXPORT_NOTE =
  'With `export` (xlsx, pdf or csv) the answer is `{ downloadlink }` of the same figures as a file.';
const tags = ['executive-summary'];

/** Binds the answer-or-export of every page to the exports module. */
function answerOrExportWith(exports: ExportService) {
  /** The answer, or its export through the exports module when `export` is asked. */
  async function answerOrExport<T>(
    request: FastifyRequest,
    format: 'csv' | 'xlsx' | 'pdf' | undefined,
    answer: T,
    toTable: (answer: T, t: Translate, covered: readonly ModuleCode[]) => ExportTable,
  ) {
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
  app.route({
    ...routeOf(API.esIndexOverview, {
      tags,
      summary: 'Stations per index class, now and over 24 h, 7 and 30 days, by state',
      description: `Air: the class of the latest API now, of the highest hourly API over a period. River and marine: the DOE-WQI class and MMWQI category of the latest sample now, of the period's mean values over a period. ${EXPORT_NOTE}`,
    }),
    handler: async (request) =>
      answerOrExport(
        request,
        request.query.export,
        await summary.indexOverview(callerModules(request)),
        indexOverviewTable,
      ),
  });

  app.route({
    ...routeOf(API.esStationStatistics, {
      tags,
      summary: 'Stations per module, state and status, and the month’s data capture',
      description: `Capture as the Data KPI computes it (calibration and maintenance left out), averaged over each group's station × parameter pairs. ${EXPORT_NOTE}`,
    }),
    handler: async (request) =>
      answerOrExport(
        request,
        request.query.export,
        await summary.stationStatistics(callerModules(request), request.query),
        stationStatisticsTable,
      ),
  });
}

/** The trend's options and its analysis. */
function registerTrendRoutes(
  app: ZodApp,
  summary: ExecutiveSummaryServices,
  answerOrExport: AnswerOrExport,
) {
  app.route({
    ...routeOf(API.esTrendOptions, {
      tags,
      summary: 'What a trend can follow: modules, their parameters, index, stations and states',
    }),
    handler: async (request) => summary.trendOptions(callerModules(request)),
  });

  app.route({
    ...routeOf(API.esTrendAnalysis, {
      tags,
      summary: 'A parameter or index per month or year, with Mann–Kendall and Sen’s slope',
      description: `\`measure\` is a parameter code or INDEX; \`station\` a comma list (one series each), else one series of the mean of the module's stations (of \`stateId\`). ${EXPORT_NOTE}`,
    }),
    handler: async (request) =>
      answerOrExport(
        request,
        request.query.export,
        await summary.trendAnalysis(callerModules(request), request.query),
        trendTable,
      ),
  });
}

/** Pollution episodes, air quality and fire hotspots. */
function registerEpisodeRoutes(
  app: ZodApp,
  summary: ExecutiveSummaryServices,
  answerOrExport: AnswerOrExport,
) {
  app.route({
    ...routeOf(API.esPollutionEvents, {
      tags,
      summary:
        'Pollution episodes of a period: counts, timeline, and the episodes with their place',
      description: `Exceedance, PM, pollution and NPE alert episodes under way at some time of the period (last 30 days by default). ${EXPORT_NOTE}`,
    }),
    handler: async (request) =>
      answerOrExport(
        request,
        request.query.export,
        await summary.pollutionEvents(callerModules(request), request.query),
        pollutionEventsTable,
      ),
  });

  app.route({
    ...routeOf(API.esAirQuality, {
      tags,
      summary: 'Days per API class per state, the worst stations and the dominant pollutant',
      description: `A day takes the class of the highest hourly API of the state's stations (or the nation's). ${EXPORT_NOTE}`,
    }),
    handler: async (request) =>
      answerOrExport(
        request,
        request.query.export,
        await summary.airQuality(callerModules(request), request.query),
        airQualityTable,
      ),
  });

  app.route({
    ...routeOf(API.esHotspots, {
      tags,
      summary: 'Fire hotspots per day against the air stations’ daily PM2.5 and PM10',
      description: `With Pearson's r of hotspots against PM the same day and one day later. ${EXPORT_NOTE}`,
    }),
    handler: async (request) =>
      answerOrExport(
        request,
        request.query.export,
        await summary.hotspots(callerModules(request), request.query),
        hotspotTable,
      ),
  });
}

/** The visits of manual stations. */
function registerManualStationRoutes(
  app: ZodApp,
  summary: ExecutiveSummaryServices,
  answerOrExport: AnswerOrExport,
) {
  app.route({
    ...routeOf(API.esManualStations, {
      tags,
      summary: 'Sampled, due and missed visits of manual stations per programme and state',
      description: `Visits owed by each programme's frequency (river and marine monthly, manual air every 6 days) against the days with a manual sample. ${EXPORT_NOTE}`,
    }),
    handler: async (request) =>
      answerOrExport(
        request,
        request.query.export,
        await summary.manualStations(callerModules(request), request.query),
        manualStationsTable,
      ),
  });
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
