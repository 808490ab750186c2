import { API } from '@eqmp/domain';
import { translate } from '@eqmp/locales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock.js';
import { signedIn } from '../../plugins/access-control.js';
import { clientOf } from '../auth/index.js';
import type { createSojFlowService } from './soj-flow.service.js';
import type { createSojPlanService } from './soj-plan.service.js';
import { compareResults, versionOn, yearlySummary } from './soj-outputs.js';
import type { SojSessionService } from './soj-session.service.js';
import type { SojRepository } from './soj.repository.js';
import { routesOf, type ZodApp } from '../../http/route-of.js';

export interface SojRouteDeps {
  readonly clock: Clock;
  readonly sessions: SojSessionService;
  readonly repo: SojRepository;
  readonly flow: ReturnType<typeof createSojFlowService>;
  readonly plans: ReturnType<typeof createSojPlanService>;
}

const tags = ['soj'];

/** Identity and session: the one-time code, its exchange, validation and ending. */
function registerSessionRoutes(app: ZodApp, { sessions }: SojRouteDeps) {
  const route = routesOf(app, tags);
  route(API.sojRequestCode, 'Confirm the password and mail a one-time code', async (request) =>
    sessions.requestCode(signedIn(request), request.body.password, clientOf(request)),
  );
  route(
    API.sojVerifyIdentity,
    'Exchange the one-time code for an SOJ session (soj_token, expires_at)',
    async (request) => sessions.verifyIdentity(signedIn(request), request.body.code, request.ip),
  );
  route(
    API.sojValidate,
    'Spec §7: status 1 while the SOJ session is valid, 0 when expired',
    async (request) => sessions.validate(signedIn(request), request.body.token),
  );
  route(API.sojEndSession, "End the caller's SOJ sessions", async (request, reply) => {
    await sessions.end(signedIn(request), request.ip);
    return reply.code(204).send(null);
  });
}

/** Reference data: parameters, stations and the versions of the standard and benchmarks. */
function registerReferenceRoutes(app: ZodApp, { clock, repo, plans }: SojRouteDeps) {
  const route = routesOf(app, tags);
  route(API.sojParameters, "The programme's parameters, units and methods", async (request) =>
    (await repo.parameters()).map(({ nameEn, nameMs, ...p }) => ({
      ...p,
      name: request.language === 'ms' ? nameMs : nameEn,
    })),
  );
  route(API.sojStations, "Both sides' stations with coordinates", async () => repo.stations());
  route(
    API.sojUpdateStation,
    "Record a programme station's side of the Straits and its group",
    async (request) =>
      plans.setStation(request.params.id, request.body, signedIn(request), request.ip),
  );
  route(
    API.sojCriteria,
    'Every version of the standard or the benchmarks, newest first',
    async (request) => {
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
  );
  route(
    API.sojAddCriteriaVersion,
    'Add a version of the standard or the benchmarks',
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await plans.addCriteriaVersion(
            request.params.kind,
            request.body,
            signedIn(request),
            request.ip,
          ),
        ),
  );
}

/** The sign-off flow of sampling rounds: planning, results, verification, approval and reopening. */
function registerRoundRoutes(app: ZodApp, { repo, flow, plans }: SojRouteDeps) {
  const route = routesOf(app, tags);
  route(API.sojRounds, 'Sampling rounds (the joint plan and its progress)', async (request) =>
    (await repo.rounds(request.query)).map(
      ({ enteredById: _e, verifiedById: _v, stationGroup: _g, ...r }) => r,
    ),
  );
  route(
    API.sojPlanRounds,
    'Plan rounds of stations over a period (one per station and quarter)',
    async (request, reply) =>
      reply.code(201).send(await plans.plan(request.body, signedIn(request), request.ip)),
  );
  route(API.sojRound, 'One round with its results and history', async (request) =>
    flow.detail(request.params.id),
  );
  route(
    API.sojEnterResults,
    "Enter a round's results and submit them for verification",
    async (request) => flow.enter(request.params.id, request.body, signedIn(request), request.ip),
  );
  route(
    API.sojImportResults,
    'Import results from a CSV file; bad rows come back with their reason',
    async (request) => {
      const outcome = await flow.importFile(request.body.csv, signedIn(request), request.ip);
      return {
        ...outcome,
        errors: outcome.errors.map((e) => ({
          row: e.row,
          message: translate(request.language, e.key),
        })),
      };
    },
  );
  route(API.sojVerifyRound, 'Verify a round, or return it with remarks', async (request) =>
    flow.verify(
      request.params.id,
      request.body.decision,
      request.body.remarks,
      signedIn(request),
      request.ip,
    ),
  );
  route(
    API.sojApproveRound,
    'Approve a verified round, or return it with remarks',
    async (request) =>
      flow.approve(
        request.params.id,
        request.body.decision,
        request.body.remarks,
        signedIn(request),
        request.ip,
      ),
  );
  route(API.sojReopenRound, 'Reopen an approved round, with a reason', async (request) =>
    flow.reopen(request.params.id, request.body.reason, signedIn(request), request.ip),
  );
}

/** Outputs of approved results: the comparison, the annual report and exceedances. */
function registerOutputRoutes(app: ZodApp, { repo }: SojRouteDeps) {
  const route = routesOf(app, tags);
  route(
    API.sojData,
    'Approved results, compared with the standard and benchmark in force',
    async (request) =>
      compareResults(
        await repo.approvedResults(request.query),
        await repo.criteria('standard'),
        await repo.criteria('benchmark'),
      ),
  );
  route(
    API.sojYearly,
    'Annual report per station and parameter from approved results',
    async (request) => {
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
  );
  route(
    API.sojExceedances,
    'Exceedances raised from approved results against the standard',
    async (request) => repo.exceedances(request.query.year),
  );
}

/** The Straits of Johor API: identity and session, reference data, the sign-off flow and outputs. */
export const sojRoutes: FastifyPluginAsyncZod<SojRouteDeps> = async (app, deps) => {
  registerSessionRoutes(app, deps);
  registerReferenceRoutes(app, deps);
  registerRoundRoutes(app, deps);
  registerOutputRoutes(app, deps);
};
