import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { routesOf, type ZodApp } from '../../http/route-of.js';
import { qaqcReport } from './qaqc-report.js';
import { transmissionRecord } from './transmission-record.js';
import type { QaqcService } from './qaqc.service.js';
import { signedIn } from '../../plugins/access-control.js';

const tags = ['qaqc'];

/** Quality codes: the list and a new one. */
function registerCodeRoutes(app: ZodApp, qaqc: QaqcService) {
  const route = routesOf(app, tags);
  route(API.qaqcCodes, 'Null-reason and qualifier codes', async () => qaqc.codes());

  route(API.qaqcCreateCode, 'Adds a quality code (System Admin)', async (request) =>
    qaqc.createCode(request.body, signedIn(request)),
  );
}

/** Values with their flags, one value's history and the change sets of a period. */
function registerValueRoutes(app: ZodApp, qaqc: QaqcService) {
  const route = routesOf(app, tags);
  route(
    API.qaqcValues,
    "A station parameter's values over a period with flag details, codes and level; `asOf` rebuilds them as they were then",
    async (request) => qaqc.values(request.query, signedIn(request)),
  );

  route(API.qaqcHistory, "One value's arrival and every change since", async (request) =>
    qaqc.history(request.query, signedIn(request)),
  );

  route(
    API.qaqcChangeSets,
    "A module's change sets made in a period (validation history)",
    async (request) => qaqc.changeSets(request.query, signedIn(request)),
  );
}

/** Level-2 changes: edits, restores, imported history and reverts. */
function registerChangeRoutes(app: ZodApp, qaqc: QaqcService) {
  const route = routesOf(app, tags);
  route(
    API.qaqcEdit,
    {
      summary:
        'Level 2: sets validity, codes or a corrected value on one value, several or a range, as one change set',
      description:
        'Refused (409 QAQC_LOCKED) when any selected value is in an approved range. Rollups, daily figures and the station-hour API are re-derived in the same transaction.',
    },
    async (request) => qaqc.edit(request.body, signedIn(request)),
  );

  route(
    API.qaqcRestore,
    {
      summary:
        "Restores a period of a station's parameters as received (value received, automatic validity and code), as one change set",
      description:
        'A change set like any edit: logged, revertible, and refused (409 QAQC_LOCKED) when any value of the period is in an approved range. Values already as received are left alone.',
    },
    async (request) => qaqc.restore(request.body, signedIn(request)),
  );

  route(
    API.qaqcHistoryImport,
    {
      summary:
        "Brings a period's archived hourly means (imported history with no values behind them) into review as values",
      description:
        'Each hourly mean becomes one value of its hour through ingestion (source import): checked by level 1 and then listed, corrected, reviewed and approved like live data. Hours inside an approved range stay archived and are listed as refused.',
    },
    async (request) => qaqc.importHistory(request.body, signedIn(request), request.language),
  );

  route(
    API.qaqcRevert,
    {
      summary:
        "Reverts a QA/QC officer's change set: every value it changed goes back, as a new change set",
      description:
        'Refused (409 QAQC_REVERT_STALE) when a value was changed again since, and (409 QAQC_LOCKED) where the data is approved.',
    },
    async (request) => qaqc.revert(request.params.id, request.body.reason, signedIn(request)),
  );
}

/** Review and approval ranges: the list, review, approval and reopening. */
function registerRangeRoutes(app: ZodApp, qaqc: QaqcService) {
  const route = routesOf(app, tags);
  route(API.qaqcRanges, "A module's review and approval ranges, newest first", async (request) =>
    qaqc.ranges(request.query, signedIn(request)),
  );

  route(
    API.qaqcReview,
    'Level 2: marks a station parameter range (or the whole station when parameterCode is null) reviewed',
    async (request) => qaqc.review(request.body, signedIn(request)),
  );

  route(
    API.qaqcApprove,
    'Level 3: approves and locks a reviewed range; the approver must not be one of its reviewers',
    async (request) => qaqc.approve(request.body, signedIn(request)),
  );

  route(API.qaqcReopen, 'Reopens an approved range with a reason', async (request) =>
    qaqc.reopen(request.params.id, request.body.reason, signedIn(request)),
  );
}

/** The QA/QC report, the data transmission record and a module's stations. */
function registerReportRoutes(app: ZodApp, qaqc: QaqcService, db: Kysely<Database>) {
  const route = routesOf(app, tags);
  route(
    API.qaqcReport,
    "QA/QC report: capture, automatic flags, changes, reviewed and approved shares per station, parameter and month; invalid values by null-reason code; `stationId` narrows it to one of the module's stations",
    async (request) => qaqcReport(db, request.query, signedIn(request)),
  );

  route(
    API.qaqcTransmission,
    'Data transmission record: per station, the periods without data, their length and null-reason code',
    async (request) => transmissionRecord(db, request.query, signedIn(request)),
  );

  route(API.qaqcStations, "A module's active stations with their parameters", async (request) =>
    qaqc.stations(request.query.module, signedIn(request)),
  );
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
