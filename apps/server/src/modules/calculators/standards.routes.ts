import { API } from '@eqmp/domain';
import type { FastifyRequest } from 'fastify';
import type { Actor, StandardsService } from './standards.service.js';
import { signedIn } from '../../plugins/access-control.js';
import { routeGroup } from '../../http/route-of.js';

/** System Administration: standards and breakpoint versions (every change in the activity log). */
export const standardsAdminRoutes = routeGroup<{ standards: StandardsService }>(
  ['admin', 'standards'],
  (route, { standards }) => {
    const actor = (request: FastifyRequest): Actor => ({
      principal: signedIn(request),
      ip: request.ip,
    });

    route(
      API.adminStandards,
      'Standards and breakpoint versions, with sources and which are in force',
      async () => standards.overview(),
    );

    route(
      API.adminAddBreakpointVersion,
      'Add an API breakpoint table version',
      async (request, reply) =>
        reply.code(201).send(await standards.addBreakpointVersion(actor(request), request.body)),
    );

    route(
      API.adminAddLimitVersion,
      'Add a version of MAAQS, NWQS or the marine criteria',
      async (request, reply) =>
        reply.code(201).send(await standards.addLimitVersion(actor(request), request.body)),
    );

    route(
      API.adminAddIndexVersion,
      'Add a DOE-WQI or MMWQI definition version',
      async (request, reply) =>
        reply.code(201).send(await standards.addIndexVersion(actor(request), request.body)),
    );

    route(
      API.adminSetPm25Table,
      'Choose the PM2.5 breakpoint table (A default, B)',
      async (request) => standards.setPm25Variant(actor(request), request.body.variant),
    );
  },
);
