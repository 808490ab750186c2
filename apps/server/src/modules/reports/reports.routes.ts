import { canChooseRawData, findReport, REPORT_MODULES, API, type ReportAnswer } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { ExportService } from '../exports/index.js';
import { REPORT_BUILDERS } from './report-builders.js';
import { reportContext } from './report-context.js';
import { stateVerification } from './report-verification.js';
import { reportOptions } from './report-options.js';
import { toExportTable } from './report-table.js';
import { signedIn } from '../../plugins/access-control.js';
import { routeOf } from '../../http/route-of.js';

/**
 * Preformatted reports (spec §2, §3, §7): `GET /api2/reports/<module>/<report>?…` answers the
 * report as JSON, or with `&export=csv|xlsx|pdf` the `{ downloadlink }` of its file;
 * `…/<module>/options` lists what the pickers offer. The level is `validated` unless a user who
 * reviews the module's data (View QA/QC Report <MODULE>, or Raw Data) asks for `raw`.
 */
export const reportRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  clock: Clock;
  exports: ExportService;
}> = async (app, { db, clock, exports }) => {
  const tags = ['reports'];
  for (const module of REPORT_MODULES) {
    if (module === 'SOJ') throw new Error('No reports API entry for SOJ');
    app.route({
      ...routeOf(API[`reports${module}`], {
        tags,
        summary: `A preformatted report of ${module}, its export, or its picker options`,
        description:
          'Which query fields a report needs depends on the report (station, parameter, date/month/year or from–to, statistic, basis, state, caseID). Without `export` the answer is the report as JSON; with it, `{ downloadlink }` (or `{ downloadlink: null, job }` for a long export: poll GET /api2/exports/:id).',
      }),
      handler: async (request) => {
        const { report } = request.params;
        const principal = signedIn(request);
        if (report === 'options') return reportOptions(db, module, request.language);
        const def = findReport(module, report);
        if (!def)
          throw new AppError('NOT_FOUND', {
            messageKey: 'reports:errors.unknownReport',
            values: { report },
          });
        const query = request.query;
        const canChooseLevel = canChooseRawData(module, principal.ticked);
        if (query.level === 'raw' && !canChooseLevel) throw new AppError('QUERY_RAW_NOT_ALLOWED');
        const ctx = reportContext({
          db,
          def,
          query,
          level: query.level,
          lang: request.language,
          now: clock.now(),
        });
        const table = await REPORT_BUILDERS[def.kind](ctx);
        await stateVerification(ctx, table);
        if (query.export) {
          return exports.start({
            table: toExportTable(table),
            format: query.export,
            userId: principal.userId,
            lang: request.language,
            expectedRows: table.rows.length,
          });
        }
        const { fileName: _fileName, ...shown } = table;
        const answer: ReportAnswer = {
          ...shown,
          report: { module, name: def.name, kind: def.kind },
          level: query.level,
          canChooseLevel,
        };
        return answer;
      },
    });
  }
};
