import { API } from '@eqmp/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import { signedIn } from '../../plugins/access-control.js';
import type { Actor, CasesService } from './cases.service.js';

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
    ...routeOf(API.investigativeCases, {
      tags,
      summary: 'The cases of a module (of one year or all), their stations and samples',
    }),
    handler: async (request) =>
      cases.list(request.query.module, request.query.year, signedIn(request)),
  });

  app.route({
    ...routeOf(API.investigativeCreateCase, {
      tags,
      summary: 'Register a case: REPORT_ID, state, title, start date, year and stations',
      description: 'A REPORT_ID in use answers 409 CASE_ID_TAKEN. Audited.',
    }),
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
    ...routeOf(API.investigativeUpdateCase, {
      tags,
      summary: 'Change a case: state, title, start date, year and stations (the REPORT_ID stays)',
      description: 'Audited with the values before and after.',
    }),
    handler: async (request) => ({
      id: await cases.update(request.params.id, request.body, actor(request)),
    }),
  });
};
