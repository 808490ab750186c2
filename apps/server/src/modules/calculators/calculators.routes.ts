import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CalculatorsService } from './calculators.service.js';
import { routesOf } from '../../http/route-of.js';

/** The index calculators (spec §2 "Others"): nothing is stored, so nothing is logged. */
export const calculatorRoutes: FastifyPluginAsyncZod<{ calculators: CalculatorsService }> = async (
  app,
  { calculators },
) => {
  const tags = ['calculators'];
  const route = routesOf(app, tags);

  route(API.calculateAir, 'Air Pollutant Index from averaged concentrations', async (request) =>
    calculators.air(request.body),
  );

  route(API.calculateRiver, 'DOE Water Quality Index of one river sample', async (request) =>
    calculators.river(request.body),
  );

  route(
    API.calculateMarine,
    'Marine Water Quality Index (provisional curves) of one sample',
    async (request) => calculators.marine(request.body),
  );
};
