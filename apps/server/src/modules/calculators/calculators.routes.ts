import { API } from '@eqmp/domain';
import type { CalculatorsService } from './calculators.service.js';
import { routeGroup } from '../../http/route-of.js';

/** The index calculators (spec §2 "Others"): nothing is stored, so nothing is logged. */
export const calculatorRoutes = routeGroup<{ calculators: CalculatorsService }>(
  ['calculators'],
  (route, { calculators }) => {
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
  },
);
