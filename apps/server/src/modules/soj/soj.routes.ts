import {
  API,
  sojAddCriteriaVersionBody,
  sojApproveBody,
  sojCriteriaParams,
  sojCriteriaResponse,
  sojDataQuery,
  sojDataResponse,
  sojEnterResultsBody,
  sojExceedancesQuery,
  sojExceedancesResponse,
  sojImportBody,
  sojImportResponse,
  sojParametersResponse,
  sojPlanRoundsBody,
  sojPlanRoundsResponse,
  sojReopenBody,
  sojRequestCodeBody,
  sojRequestCodeResponse,
  sojRoundParams,
  sojRoundResponse,
  sojRoundsQuery,
  sojRoundsResponse,
  sojSessionResponse,
  sojStation,
  sojStationBody,
  sojStationParams,
  sojStationsResponse,
  sojValidateBody,
  sojValidateParams,
  sojValidateResponse,
  sojVerifyBody,
  sojVerifyIdentityBody,
  sojYearlyQuery,
  sojYearlyResponse,
} from '@eqmp/domain';
import { translate } from '@eqmp/locales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import { AppError } from '../../errors.js';
import { signedIn } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { clientOf } from '../auth/index.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { createSojFlowService } from './soj-flow.service.js';
import type { createSojPlanService } from './soj-plan.service.js';
import { compareResults, versionOn, yearlySummary } from './soj-outputs.js';
import type { SojSessionService } from './soj-session.service.js';
import type { SojRepository } from './soj.repository.js';

export interface SojRouteDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly sessions: SojSessionService;
  readonly repo: SojRepository;
  readonly flow: ReturnType<typeof createSojFlowService>;
  readonly plans: ReturnType<typeof createSojPlanService>;
}

const tags = ['soj'];

/** The Straits of Johor API: identity and session, reference data, the sign-off flow and outputs. */
export const sojRoutes: FastifyPluginAsyncZod<SojRouteDeps> = async (
  app,
  { db, clock, sessions, repo, flow, plans },
) => {
  app.route({
    ...API.sojRequestCode,
    schema: {
      tags,
      summary: 'Confirm the password and mail a one-time code',
      body: sojRequestCodeBody,
      response: { 200: sojRequestCodeResponse },
    },
    handler: async (request) =>
      sessions.requestCode(signedIn(request), request.body.password, clientOf(request)),
  });
  app.route({
    ...API.sojVerifyIdentity,
    schema: {
      tags,
      summary: 'Exchange the one-time code for an SOJ session (soj_token, expires_at)',
      body: sojVerifyIdentityBody,
      response: { 200: sojSessionResponse },
    },
    handler: async (request) =>
      sessions.verifyIdentity(signedIn(request), request.body.code, request.ip),
  });
  app.route({
    ...API.sojValidate,
    schema: {
      tags,
      summary: 'Spec §7: status 1 while the SOJ session is valid, 0 when expired',
      params: sojValidateParams,
      body: sojValidateBody,
      response: { 200: sojValidateResponse },
    },
    handler: async (request) => sessions.validate(signedIn(request), request.body.token),
  });
  app.route({
    ...API.sojEndSession,
    schema: { tags, summary: "End the caller's SOJ sessions", response: { 204: z.null() } },
    handler: async (request, reply) => {
      await sessions.end(signedIn(request), request.ip);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...API.sojParameters,
    schema: {
      tags,
      summary: "The programme's parameters, units and methods",
      response: { 200: sojParametersResponse },
    },
    handler: async (request) =>
      (await repo.parameters()).map(({ nameEn, nameMs, ...p }) => ({
        ...p,
        name: request.language === 'ms' ? nameMs : nameEn,
      })),
  });
  app.route({
    ...API.sojStations,
    schema: {
      tags,
      summary: "Both sides' stations with coordinates",
      response: { 200: sojStationsResponse },
    },
    handler: async () => repo.stations(),
  });
  app.route({
    ...API.sojUpdateStation,
    schema: {
      tags,
      summary: "Record a programme station's side of the Straits and its group",
      params: sojStationParams,
      body: sojStationBody,
      response: { 200: sojStation },
    },
    handler: async (request) =>
      plans.setStation(request.params.id, request.body, signedIn(request), request.ip),
  });
  app.route({
    ...API.sojCriteria,
    schema: {
      tags,
      summary: 'Every version of the standard or the benchmarks, newest first',
      params: sojCriteriaParams,
      response: { 200: sojCriteriaResponse },
    },
    handler: async (request) => {
      const rows = await repo.criteria(request.params.kind);
      const versions = new Map<
        string,
        {
          version: string;
          effectiveFrom: string;
          source: string;
          createdBy: string;
          rows: {
            parameterCode: string;
            stationGroup: string | null;
            min: number | null;
            max: number | null;
          }[];
        }
      >();
      for (const {
        version,
        effectiveFrom,
        source,
        createdBy,
        parameterCode,
        stationGroup,
        min,
        max,
      } of rows) {
        const entry = versions.get(version) ?? {
          version,
          effectiveFrom,
          source,
          createdBy,
          rows: [],
        };
        entry.rows.push({ parameterCode, stationGroup, min, max });
        versions.set(version, entry);
      }
      const today = clock.now().toISOString().slice(0, 10);
      return {
        kind: request.params.kind,
        inForce: versionOn(rows, today),
        versions: [...versions.values()],
      };
    },
  });
  app.route({
    ...API.sojAddCriteriaVersion,
    schema: {
      tags,
      summary: 'Add a version of the standard or the benchmarks',
      params: sojCriteriaParams,
      body: sojAddCriteriaVersionBody,
      response: { 201: z.object({ version: z.string() }) },
    },
    handler: async (request, reply) => {
      const { kind } = request.params;
      const body = request.body;
      const known = new Set((await repo.parameters()).map((p) => p.code));
      if (body.rows.some((r) => !known.has(r.parameterCode)))
        throw new AppError('REFERENCE_INVALID');
      await db.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom('sojCriterion')
          .select('id')
          .where('kind', '=', kind)
          .where('version', '=', body.version)
          .executeTakeFirst();
        if (taken) throw new AppError('NAME_TAKEN');
        await trx
          .insertInto('sojCriterion')
          .values(
            body.rows.map((r) => ({
              kind,
              version: body.version,
              effectiveFrom: body.effectiveFrom,
              source: body.source,
              ...r,
              createdBy: signedIn(request).username,
            })),
          )
          .execute();
        await recordActivity(trx, {
          actor: signedIn(request),
          action: 'create',
          entity: `soj_${kind}`,
          entityId: body.version,
          after: body,
          at: clock.now(),
          ip: request.ip,
        });
      });
      return reply.code(201).send({ version: body.version });
    },
  });

  app.route({
    ...API.sojRounds,
    schema: {
      tags,
      summary: 'Sampling rounds (the joint plan and its progress)',
      querystring: sojRoundsQuery,
      response: { 200: sojRoundsResponse },
    },
    handler: async (request) =>
      (await repo.rounds(request.query)).map(
        ({ enteredById: _e, verifiedById: _v, stationGroup: _g, ...r }) => r,
      ),
  });
  app.route({
    ...API.sojPlanRounds,
    schema: {
      tags,
      summary: 'Plan rounds of stations over a period (one per station and quarter)',
      body: sojPlanRoundsBody,
      response: { 201: sojPlanRoundsResponse },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await plans.plan(request.body, signedIn(request), request.ip)),
  });
  app.route({
    ...API.sojRound,
    schema: {
      tags,
      summary: 'One round with its results and history',
      params: sojRoundParams,
      response: { 200: sojRoundResponse },
    },
    handler: async (request) => flow.detail(request.params.id),
  });
  app.route({
    ...API.sojEnterResults,
    schema: {
      tags,
      summary: "Enter a round's results and submit them for verification",
      params: sojRoundParams,
      body: sojEnterResultsBody,
      response: { 200: sojRoundResponse },
    },
    handler: async (request) =>
      flow.enter(request.params.id, request.body, signedIn(request), request.ip),
  });
  app.route({
    ...API.sojImportResults,
    schema: {
      tags,
      summary: 'Import results from a CSV file; bad rows come back with their reason',
      body: sojImportBody,
      response: { 200: sojImportResponse },
    },
    handler: async (request) => {
      const outcome = await flow.importFile(request.body.csv, signedIn(request), request.ip);
      return {
        ...outcome,
        errors: outcome.errors.map((e) => ({
          row: e.row,
          message: translate(request.language, e.key),
        })),
      };
    },
  });
  app.route({
    ...API.sojVerifyRound,
    schema: {
      tags,
      summary: 'Verify a round, or return it with remarks',
      params: sojRoundParams,
      body: sojVerifyBody,
      response: { 200: sojRoundResponse },
    },
    handler: async (request) =>
      flow.verify(
        request.params.id,
        request.body.decision,
        request.body.remarks,
        signedIn(request),
        request.ip,
      ),
  });
  app.route({
    ...API.sojApproveRound,
    schema: {
      tags,
      summary: 'Approve a verified round, or return it with remarks',
      params: sojRoundParams,
      body: sojApproveBody,
      response: { 200: sojRoundResponse },
    },
    handler: async (request) =>
      flow.approve(
        request.params.id,
        request.body.decision,
        request.body.remarks,
        signedIn(request),
        request.ip,
      ),
  });
  app.route({
    ...API.sojReopenRound,
    schema: {
      tags,
      summary: 'Reopen an approved round, with a reason',
      params: sojRoundParams,
      body: sojReopenBody,
      response: { 200: sojRoundResponse },
    },
    handler: async (request) =>
      flow.reopen(request.params.id, request.body.reason, signedIn(request), request.ip),
  });

  app.route({
    ...API.sojData,
    schema: {
      tags,
      summary: 'Approved results, compared with the standard and benchmark in force',
      querystring: sojDataQuery,
      response: { 200: sojDataResponse },
    },
    handler: async (request) =>
      compareResults(
        await repo.approvedResults(request.query),
        await repo.criteria('standard'),
        await repo.criteria('benchmark'),
      ),
  });
  app.route({
    ...API.sojYearly,
    schema: {
      tags,
      summary: 'Annual report per station and parameter from approved results',
      querystring: sojYearlyQuery,
      response: { 200: sojYearlyResponse },
    },
    handler: async (request) => {
      const { year } = request.query;
      const [results, standard, benchmark] = await Promise.all([
        repo.approvedResults({ from: `${year}-01-01`, to: `${year}-12-31` }),
        repo.criteria('standard'),
        repo.criteria('benchmark'),
      ]);
      return {
        year,
        standardVersion: versionOn(standard, `${year}-12-31`),
        benchmarkVersion: versionOn(benchmark, `${year}-12-31`),
        rows: yearlySummary(results, standard, benchmark),
      };
    },
  });
  app.route({
    ...API.sojExceedances,
    schema: {
      tags,
      summary: 'Exceedances raised from approved results against the standard',
      querystring: sojExceedancesQuery,
      response: { 200: sojExceedancesResponse },
    },
    handler: async (request) =>
      (await repo.exceedances(request.query.year)).map((e) => ({
        ...e,
        raisedAt: e.raisedAt.toISOString(),
      })),
  });
};
