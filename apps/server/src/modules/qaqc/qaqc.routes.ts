import {
  API,
  qaqcChangeSetsQuery,
  qaqcChangeSetsResponse,
  qaqcEditBody,
  qaqcRevertBody,
  qaqcRestoreBody,
  qaqcRevertParams,
  qaqcRevertResponse,
  qaqcEditResponse,
  qaqcHistoryQuery,
  qaqcHistoryResponse,
  qaqcRange,
  qaqcRangeBody,
  qaqcRangesQuery,
  qaqcRangesResponse,
  qaqcPeriodQuery,
  qaqcReportQuery,
  qaqcReportResponse,
  qaqcStationsQuery,
  qaqcTransmissionResponse,
  qaqcStationsResponse,
  qaqcReopenBody,
  qaqcValuesQuery,
  qaqcValuesResponse,
  qualityCode,
  qualityCodeBody,
  qualityCodesResponse,
} from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { qaqcReport } from './qaqc-report.js';
import { transmissionRecord } from './transmission-record.js';
import type { QaqcService } from './qaqc.service.js';
import { signedIn } from '../../plugins/access-control.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** QA/QC levels 1–3 (QUALITY.md): quality codes, flag details, level-2 edits and history, review and approval ranges. */
export const qaqcRoutes: FastifyPluginAsyncZod<{
  qaqc: QaqcService;
  db: Kysely<Database>;
}> = async (app, { qaqc, db }) => {
  const tags = ['qaqc'];

  app.route({
    ...API.qaqcCodes,
    schema: {
      tags,
      summary: 'Null-reason and qualifier codes',
      response: { 200: qualityCodesResponse },
    },
    handler: async () => qaqc.codes(),
  });

  app.route({
    ...API.qaqcCreateCode,
    schema: {
      tags,
      summary: 'Adds a quality code (System Admin)',
      body: qualityCodeBody,
      response: { 200: qualityCode },
    },
    handler: async (request) => qaqc.createCode(request.body, signedIn(request)),
  });

  app.route({
    ...API.qaqcValues,
    schema: {
      tags,
      summary:
        "A station parameter's values over a period with flag details, codes and level; `asOf` rebuilds them as they were then",
      querystring: qaqcValuesQuery,
      response: { 200: qaqcValuesResponse },
    },
    handler: async (request) => qaqc.values(request.query, signedIn(request)),
  });

  app.route({
    ...API.qaqcHistory,
    schema: {
      tags,
      summary: "One value's arrival and every change since",
      querystring: qaqcHistoryQuery,
      response: { 200: qaqcHistoryResponse },
    },
    handler: async (request) => qaqc.history(request.query, signedIn(request)),
  });

  app.route({
    ...API.qaqcChangeSets,
    schema: {
      tags,
      summary: "A module's change sets made in a period (validation history)",
      querystring: qaqcChangeSetsQuery,
      response: { 200: qaqcChangeSetsResponse },
    },
    handler: async (request) => qaqc.changeSets(request.query, signedIn(request)),
  });

  app.route({
    ...API.qaqcEdit,
    schema: {
      tags,
      summary:
        'Level 2: sets validity, codes or a corrected value on one value, several or a range, as one change set',
      description:
        'Refused (409 QAQC_LOCKED) when any selected value is in an approved range. Rollups, daily figures and the station-hour API are re-derived in the same transaction.',
      body: qaqcEditBody,
      response: { 200: qaqcEditResponse },
    },
    handler: async (request) => qaqc.edit(request.body, signedIn(request)),
  });

  app.route({
    ...API.qaqcRestore,
    schema: {
      tags,
      summary:
        "Restores a period of a station's parameters as received (value received, automatic validity and code), as one change set",
      description:
        'A change set like any edit: logged, revertible, and refused (409 QAQC_LOCKED) when any value of the period is in an approved range. Values already as received are left alone.',
      body: qaqcRestoreBody,
      response: { 200: qaqcEditResponse },
    },
    handler: async (request) => qaqc.restore(request.body, signedIn(request)),
  });

  app.route({
    ...API.qaqcRevert,
    schema: {
      tags,
      summary:
        "Reverts a QA/QC officer's change set: every value it changed goes back, as a new change set",
      description:
        'Refused (409 QAQC_REVERT_STALE) when a value was changed again since, and (409 QAQC_LOCKED) where the data is approved.',
      params: qaqcRevertParams,
      body: qaqcRevertBody,
      response: { 200: qaqcRevertResponse },
    },
    handler: async (request) =>
      qaqc.revert(request.params.id, request.body.reason, signedIn(request)),
  });

  app.route({
    ...API.qaqcRanges,
    schema: {
      tags,
      summary: "A module's review and approval ranges, newest first",
      querystring: qaqcRangesQuery,
      response: { 200: qaqcRangesResponse },
    },
    handler: async (request) => qaqc.ranges(request.query, signedIn(request)),
  });

  app.route({
    ...API.qaqcReview,
    schema: {
      tags,
      summary:
        'Level 2: marks a station parameter range (or the whole station when parameterCode is null) reviewed',
      body: qaqcRangeBody,
      response: { 200: qaqcRange },
    },
    handler: async (request) => qaqc.review(request.body, signedIn(request)),
  });

  app.route({
    ...API.qaqcApprove,
    schema: {
      tags,
      summary:
        'Level 3: approves and locks a reviewed range; the approver must not be one of its reviewers',
      body: qaqcRangeBody,
      response: { 200: qaqcRange },
    },
    handler: async (request) => qaqc.approve(request.body, signedIn(request)),
  });

  app.route({
    ...API.qaqcReopen,
    schema: {
      tags,
      summary: 'Reopens an approved range with a reason',
      params: idParams,
      body: qaqcReopenBody,
      response: { 200: qaqcRange },
    },
    handler: async (request) =>
      qaqc.reopen(request.params.id, request.body.reason, signedIn(request)),
  });

  app.route({
    ...API.qaqcReport,
    schema: {
      tags,
      summary:
        "QA/QC report: capture, automatic flags, changes, reviewed and approved shares per station, parameter and month; invalid values by null-reason code; `stationId` narrows it to one of the module's stations",
      querystring: qaqcReportQuery,
      response: { 200: qaqcReportResponse },
    },
    handler: async (request) => qaqcReport(db, request.query, signedIn(request)),
  });

  app.route({
    ...API.qaqcTransmission,
    schema: {
      tags,
      summary:
        'Data transmission record: per station, the periods without data, their length and null-reason code',
      querystring: qaqcPeriodQuery,
      response: { 200: qaqcTransmissionResponse },
    },
    handler: async (request) => transmissionRecord(db, request.query, signedIn(request)),
  });

  app.route({
    ...API.qaqcStations,
    schema: {
      tags,
      summary: "A module's active stations with their parameters",
      querystring: qaqcStationsQuery,
      response: { 200: qaqcStationsResponse },
    },
    handler: async (request) => qaqc.stations(request.query.module, signedIn(request)),
  });
};
