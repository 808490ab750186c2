import {
  API,
  caseBody,
  caseIdParams,
  casesQuery,
  casesResponse,
  createCaseBody,
} from '@eqmp/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/access-control.js';
import type { Actor, CasesService } from './cases.service.js';

const saved = z.object({ id: z.string() });

/** Investigative cases of RWIS and MWIS (spec §3): the register, create and edit. */
export const casesRoutes: FastifyPluginAsyncZod<{ cases: CasesService }> = async (
  app,
  { cases },
) => {
  const tags = ['investigative'];
  const actor = (request: FastifyRequest): Actor => ({
    principal: signedIn(request),
    ip: request.ip,
  });

  app.route({
    ...API.investigativeCases,
    schema: {
      tags,
      summary: 'The cases of a module (of one year or all), their stations and samples',
      querystring: casesQuery,
      response: { 200: casesResponse },
    },
    handler: async (request) =>
      cases.list(request.query.module, request.query.year, signedIn(request)),
  });

  app.route({
    ...API.investigativeCreateCase,
    schema: {
      tags,
      summary: 'Register a case: REPORT_ID, state, title, start date, year and stations',
      description: 'A REPORT_ID in use answers 409 CASE_ID_TAKEN. Audited.',
      body: createCaseBody,
      response: { 200: saved },
    },
    handler: async (request) => ({
      id: await cases.create(
        request.body.module,
        request.body.id,
        request.body.case,
        actor(request),
      ),
    }),
  });

  app.route({
    ...API.investigativeUpdateCase,
    schema: {
      tags,
      summary: 'Change a case: state, title, start date, year and stations (the REPORT_ID stays)',
      description: 'Audited with the values before and after.',
      params: caseIdParams,
      body: caseBody,
      response: { 200: saved },
    },
    handler: async (request) => ({
      id: await cases.update(request.params.id, request.body, actor(request)),
    }),
  });
};
