import { API, MODULE_CODES, type QueryAnswers, type QueryString } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ExportService, ExportTable } from '../exports/index.js';
import { queryExports } from './query-export.js';
import type { QueryScope } from './query-scope.js';
import type { QueryService } from './query.service.js';
import { signedIn } from '../../plugins/access-control.js';
import { routeOf } from '../../http/route-of.js';

type Kind = keyof QueryAnswers;

/**
 * Query options of every module (spec §2): `GET /api2/query/<module>/<kind>` with the options in
 * the query string; `options` lists what to choose from. With `&export=csv|xlsx|pdf` an output
 * answers `{ downloadlink }` (spec §7) instead of its JSON.
 */
export const queryRoutes: FastifyPluginAsyncZod<{
  query: QueryService;
  exports: ExportService;
}> = async (app, { query, exports }) => {
  type Exports = ReturnType<typeof queryExports>;
  /** Each output: its JSON answer, and its exported table (with the row count of a long one). */
  const outputs: {
    [K in Kind]: {
      json: (s: QueryScope, q: QueryString) => Promise<QueryAnswers[K]>;
      table: (
        s: QueryScope,
        q: QueryString,
        x: Exports,
      ) => Promise<{ table: ExportTable; rows?: number }>;
    };
  } = {
    report: {
      json: (s, q) => query.report(s, q.interval),
      table: async (s, q, x) => ({
        table: x.report(s, q.interval, query.reportBatches(s, q.interval)),
        rows: query.reportSize(s, q.interval),
      }),
    },
    graph: {
      json: (s, q) => query.graph(s, q.interval, q.parameters),
      table: async (s, q, x) => ({
        table: x.graph(s, await query.graph(s, q.interval, q.parameters)),
      }),
    },
    crosstab: {
      json: (s, q) => query.crosstab(s, q.interval, q.by),
      table: async (s, q, x) => ({
        table: x.crosstab(s, await query.crosstab(s, q.interval, q.by)),
      }),
    },
    comparison: {
      json: (s) => query.comparison(s),
      table: async (s, _q, x) => ({ table: x.comparison(s, await query.comparison(s)) }),
    },
    windrose: {
      json: (s, q) => query.windrose(s, q.speedClasses),
      table: async (s, q, x) => ({ table: x.windrose(s, await query.windrose(s, q.speedClasses)) }),
    },
    frequency: {
      json: (s, q) => query.frequency(s, q.interval, q.parameters, q.classes, q.classEdges),
      table: async (s, q, x) => ({
        table: x.frequency(
          s,
          await query.frequency(s, q.interval, q.parameters, q.classes, q.classEdges),
        ),
      }),
    },
  };

  for (const module of MODULE_CODES) {
    app.route({
      // One entry per module, so the access hook checks the module's Query Options role.
      ...routeOf(API[`query${module}`], {
        tags: ['query'],
        summary: `Query options of ${module}: options | report | graph | crosstab | comparison | windrose | frequency`,
        description:
          'from/to: local dates YYYY-MM-DD (whole Kuala Lumpur days, both included) or instants with an offset; default the last 7 days. ' +
          'stations, parameters, states, basins, rivers, categories: comma lists (empty = all of the module). level: validated (default) or raw (reviewers only). ' +
          'interval: hour | day | month. by: site | time (cross-tab). speedClasses: windrose edges in m/s (first = calm threshold). classes or classEdges: frequency table. ' +
          'export=csv|xlsx|pdf answers { downloadlink }.',
      }),
      handler: async (request) => {
        const principal = signedIn(request);
        const { kind } = request.params;
        if (kind === 'options') return query.options(module, principal.ticked);
        const q = request.query;
        const scope = await query.scope(module, q, principal.ticked);
        if (!q.export) return outputs[kind].json(scope, q);
        const { table, rows } = await outputs[kind].table(scope, q, queryExports(request.language));
        return exports.start({
          table,
          format: q.export,
          userId: principal.userId,
          lang: request.language,
          ...(rows === undefined ? {} : { expectedRows: rows }),
        });
      },
    });
  }
};
