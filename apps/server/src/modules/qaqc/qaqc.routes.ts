import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { routeOf, type ZodApp } from '../../http/route-of.js';
import { qaqcReport } from './qaqc-report.js';
import { transmissionRecord } from './transmission-record.js';
import type { QaqcService } from './qaqc.service.js';
import { signedIn } from '../../plugins/access-control.js';

const tags = ['qaqc'];

/** Quality codes: the list and a new one. */
function registerCodeRoutes(app: ZodApp, qaqc: QaqcService) {
  app.route({
    ...routeOf(API.qaqcCodes, { tags, summary: 'Null-reason and qualifier codes' }),
    handler: async () => qaqc.codes(),
  });

  app.route({
    ...routeOf(API.qaqcCreateCode, { tags, summary: 'Adds a quality code (System Admin)' }),
    handler: async (request) => qaqc.createCode(request.body, signedIn(request)),
  });
}

/** Values with their flags, one value's history and the change sets of a period. */
function registerValueRoutes(app: ZodApp, qaqc: QaqcService) {
  app.route({
    ...routeOf(API.qaqcValues, {
      tags,
      summary:
        "A station parameter's values over a period with flag details, codes and level; `asOf` rebuilds them as they were then",
    }),
    handler: async (request) => qaqc.values(request.query, signedIn(request)),
  });

  app.route({
    ...routeOf(API.qaqcHistory, { tags, summary: "One value's arrival and every change since" }),
    handler: async (request) => qaqc.history(request.query, signedIn(request)),
  });

  app.route({
    ...routeOf(API.qaqcChangeSets, {
      tags,
      summary: "A module's change sets made in a period (validation history)",
    }),
    handler: async (request) => qaqc.changeSets(request.query, signedIn(request)),
  });
}

/** Level-2 changes: edits, restores, imported history and reverts. */
function registerChangeRoutes(app: ZodApp, qaqc: QaqcService) {
  app.route({
    ...routeOf(API.qaqcEdit, {
      tags,
      summary:
        'Level 2: sets validity, codes or a corrected value on one value, several or a range, as one change set',
      description:
        'Refused (409 QAQC_LOCKED) when any selected value is in an approved range. Rollups, daily figures and the station-hour API are re-derived in the same transaction.',
    }),
    handler: async (request) => qaqc.edit(request.body, signedIn(request)),
  });

  app.route({
    ...routeOf(API.qaqcRestore, {
      tags,
      summary:
        "Restores a period of a station's parameters as received (value received, automatic validity and code), as one change set",
      description:
        'A change set like any edit: logged, revertible, and refused (409 QAQC_LOCKED) when any value of the period is in an approved range. Values already as received are left alone.',
    }),
    handler: async (request) => qaqc.restore(request.body, signedIn(request)),
  });

  app.route({
    ...routeOf(API.qaqcHistoryImport, {
      tags,
      summary:
        "Brings a period's archived hourly means (imported history with no values behind them) into review as values",
      description:
        'Each hourly mean becomes one value of its hour through ingestion (source import): checked by level 1 and then listed, corrected, reviewed and approved like live data. Hours inside an approved range stay archived and are listed as refused.',
    }),
    handler: async (request) =>
      qaqc.importHistory(request.body, signedIn(request), request.language),
  });

  app.route({
    ...routeOf(API.qaqcRevert, {
      tags,
      summary:
        "Reverts a QA/QC officer's change set: every value it changed goes back, as a new change set",
      description:
        'Refused (409 QAQC_REVERT_STALE) when a value was changed again since, and (409 QAQC_LOCKED) where the data is approved.',
    }),
    handler: async (request) =>
      qaqc.revert(request.params.id, request.body.reason, signedIn(request)),
  });
}

/** Review and approval ranges: the list, review, approval and reopening. */
function registerRangeRoutes(app: ZodApp, qaqc: QaqcService) {
  app.route({
    ...routeOf(API.qaqcRanges, {
      tags,
      summary: "A module's review and approval ranges, newest first",
    }),
    handler: async (request) => qaqc.ranges(request.query, signedIn(request)),
  });

  app.route({
    ...routeOf(API.qaqcReview, {
      tags,
      summary:
        'Level 2: marks a station parameter range (or the whole station when parameterCode is null) reviewed',
    }),
    handler: async (request) => qaqc.review(request.body, signedIn(request)),
  });

  app.route({
    ...routeOf(API.qaqcApprove, {
      tags,
      summary:
        'Level 3: approves and locks a reviewed range; the approver must not be one of its reviewers',
    }),
    handler: async (request) => qaqc.approve(request.body, signedIn(request)),
  });

  app.route({
    ...routeOf(API.qaqcReopen, { tags, summary: 'Reopens an approved range with a reason' }),
    handler: async (request) =>
      qaqc.reopen(request.params.id, request.body.reason, signedIn(request)),
  });
}

/** The QA/QC report, the data transmission record and a module's stations. */
function registerReportRoutes(app: ZodApp, qaqc: QaqcService, db: Kysely<Database>) {
  app.route({
    ...routeOf(API.qaqcReport, {
      tags,
      summary:
        "QA/QC report: capture, automatic flags, changes, reviewed and approved shares per station, parameter and month; invalid values by null-reason code; `stationId` narrows it to one of the module's stations",
    }),
    handler: async (request) => qaqcReport(db, request.query, signedIn(request)),
  });

  app.route({
    ...routeOf(API.qaqcTransmission, {
      tags,
      summary:
        'Data transmission record: per station, the periods without data, their length and null-reason code',
    }),
    handler: async (request) => transmissionRecord(db, request.query, signedIn(request)),
  });

  app.route({
    ...routeOf(API.qaqcStations, {
      tags,
      summary: "A module's active stations with their parameters",
    }),
    handler: async (request) => qaqc.stations(request.query.module, signedIn(request)),
  });
}

/** QA/QC levels 1–3 (QUALITY.md): quality codes, flag details, level-2 edits and history, review and approval ranges. */
export const qaqcRoutes: FastifyPluginAsyncZod<{
  qaqc: QaqcService;
  db: Kysely<Database>;
}> = async (app, { qaqc, db }) => {
  registerCodeRoutes(app, qaqc);
  registerValueRoutes(app, qaqc);
  registerChangeRoutes(app, qaqc);
  registerRangeRoutes(app, qaqc);
  registerReportRoutes(app, qaqc, db);
};
