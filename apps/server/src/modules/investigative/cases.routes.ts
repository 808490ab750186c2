import { API } from '@eqmp/domain';
import type { FastifyRequest } from 'fastify';
import { routeGroup } from '../../http/route-of.js';
import { signedIn } from '../../plugins/access-control.js';
import type { Actor, CasesService } from './cases.service.js';

/** Investigative cases of RWIS and MWIS (spec §3): the register, create and edit. */
export const casesRoutes = routeGroup<{ cases: CasesService }>(
  ['investigative'],
  (route, { cases }) => {
    const actor = (request: FastifyRequest): Actor => ({
      principal: signedIn(request),
      ip: request.ip,
    });

    route(
      API.investigativeCases,
      'The cases of a module (of one year or all), their stations and samples',
      async (request) => cases.list(request.query.module, request.query.year, signedIn(request)),
    );

    route(
      API.investigativeCreateCase,
      {
        summary: 'Register a case: REPORT_ID, state, title, start date, year and stations',
        description: 'A REPORT_ID in use answers 409 CASE_ID_TAKEN. Audited.',
      },
      async (request) => ({
        id: await cases.create(
          request.body.module,
          request.body.id,
          request.body.case,
          actor(request),
        ),
      }),
    );

    route(
      API.investigativeUpdateCase,
      {
        summary: 'Change a case: state, title, start date, year and stations (the REPORT_ID stays)',
        description: 'Audited with the values before and after.',
      },
      async (request) => ({
        id: await cases.update(request.params.id, request.body, actor(request)),
      }),
    );
  },
);
