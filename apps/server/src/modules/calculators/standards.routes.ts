import {
  API,
  breakpointItem,
  breakpointVersionBody,
  indexItem,
  indexVersionBody,
  limitVersionBody,
  limitVersionItem,
  pm25TableBody,
  standardsOverview,
} from '@eqmp/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Actor, StandardsService } from './standards.service.js';
import { signedIn } from '../../plugins/access-control.js';

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
    ...API.adminStandards,
    schema: {
      tags,
      summary: 'Standards and breakpoint versions, with sources and which are in force',
      response: { 200: standardsOverview },
    },
    handler: async () => standards.overview(),
  });

  app.route({
    ...API.adminAddBreakpointVersion,
    schema: {
      tags,
      summary: 'Add an API breakpoint table version',
      body: breakpointVersionBody,
      response: { 201: breakpointItem },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await standards.addBreakpointVersion(actor(request), request.body)),
  });

  app.route({
    ...API.adminAddLimitVersion,
    schema: {
      tags,
      summary: 'Add a version of MAAQS, NWQS or the marine criteria',
      body: limitVersionBody,
      response: { 201: limitVersionItem },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await standards.addLimitVersion(actor(request), request.body)),
  });

  app.route({
    ...API.adminAddIndexVersion,
    schema: {
      tags,
      summary: 'Add a DOE-WQI or MMWQI definition version',
      body: indexVersionBody,
      response: { 201: indexItem },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await standards.addIndexVersion(actor(request), request.body)),
  });

  app.route({
    ...API.adminSetPm25Table,
    schema: {
      tags,
      summary: 'Choose the PM2.5 breakpoint table (A default, B)',
      body: pm25TableBody,
      response: { 200: standardsOverview },
    },
    handler: async (request) => standards.setPm25Variant(actor(request), request.body.variant),
  });
};
