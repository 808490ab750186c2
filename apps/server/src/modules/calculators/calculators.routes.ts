import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CalculatorsService } from './calculators.service.js';
import { routeOf } from '../../http/route-of.js';

/** The index calculators (spec §2 "Others"): nothing is stored, so nothing is logged. */
export const calculatorRoutes: FastifyPluginAsyncZod<{ calculators: CalculatorsService }> = async (
  app,
  { calculators },
) => {
  const tags = ['calculators'];

  app.route({
    ...routeOf(API.calculateAir, {
      tags,
      summary: 'Air Pollutant Index from averaged concentrations',
    }),
    handler: async (request) => calculators.air(request.body),
  });

  app.route({
    ...routeOf(API.calculateRiver, {
      tags,
      summary: 'DOE Water Quality Index of one river sample',
    }),
    handler: async (request) => calculators.river(request.body),
  });

  app.route({
    ...routeOf(API.calculateMarine, {
      tags,
      summary: 'Marine Water Quality Index (provisional curves) of one sample',
    }),
    handler: async (request) => calculators.marine(request.body),
  });
};
