import { API } from '@eqmp/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Actor, StandardsService } from './standards.service.js';
import { signedIn } from '../../plugins/access-control.js';
import { routeOf } from '../../http/route-of.js';

/** System Administration: standards and breakpoint versions (every change in the activity log). */
export const standardsAdminRoutes: FastifyPluginAsyncZod<{ standards: StandardsService }> = async (
  app,
  { standards },
) => {
  const tags = ['admin', 'standards'];
  const actor = (request: FastifyRequest): Actor => ({
    principal: signedIn(request),
    ip: request.ip,
  });

  app.route({
    ...routeOf(API.adminStandards, {
      tags,
      summary: 'Standards and breakpoint versions, with sources and which are in force',
    }),
    handler: async () => standards.overview(),
  });

  app.route({
    ...routeOf(API.adminAddBreakpointVersion, {
      tags,
      summary: 'Add an API breakpoint table version',
    }),
    handler: async (request, reply) =>
      reply.code(201).send(await standards.addBreakpointVersion(actor(request), request.body)),
  });

  app.route({
    ...routeOf(API.adminAddLimitVersion, {
      tags,
      summary: 'Add a version of MAAQS, NWQS or the marine criteria',
    }),
    handler: async (request, reply) =>
      reply.code(201).send(await standards.addLimitVersion(actor(request), request.body)),
  });

  app.route({
    ...routeOf(API.adminAddIndexVersion, {
      tags,
      summary: 'Add a DOE-WQI or MMWQI definition version',
    }),
    handler: async (request, reply) =>
      reply.code(201).send(await standards.addIndexVersion(actor(request), request.body)),
  });

  app.route({
    ...routeOf(API.adminSetPm25Table, {
      tags,
      summary: 'Choose the PM2.5 breakpoint table (A default, B)',
    }),
    handler: async (request) => standards.setPm25Variant(actor(request), request.body.variant),
  });
};
