import {
  API,
  airBody,
  airResult,
  marineBody,
  marineResult,
  riverBody,
  riverResult,
} from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CalculatorsService } from './calculators.service.js';

/** The index calculators (spec §2 "Others"): nothing is stored, so nothing is logged. */
export const calculatorRoutes: FastifyPluginAsyncZod<{ calculators: CalculatorsService }> = async (
  app,
  { calculators },
) => {
  const tags = ['calculators'];

  app.route({
    ...API.calculateAir,
    schema: {
      tags,
      summary: 'Air Pollutant Index from averaged concentrations',
      body: airBody,
      response: { 200: airResult },
    },
    handler: async (request) => calculators.air(request.body),
  });

  app.route({
    ...API.calculateRiver,
    schema: {
      tags,
      summary: 'DOE Water Quality Index of one river sample',
      body: riverBody,
      response: { 200: riverResult },
    },
    handler: async (request) => calculators.river(request.body),
  });

  app.route({
    ...API.calculateMarine,
    schema: {
      tags,
      summary: 'Marine Water Quality Index (provisional curves) of one sample',
      body: marineBody,
      response: { 200: marineResult },
    },
    handler: async (request) => calculators.marine(request.body),
  });
};
