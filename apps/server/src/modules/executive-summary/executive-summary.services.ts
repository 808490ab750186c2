import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { MapLayerService } from '../maps/index.js';
import { createAirQualityService } from './air-quality.service.js';
import { createHotspotPmService } from './hotspot-pm.service.js';
import { createIndexOverviewService } from './index-overview.service.js';
import { createManualStationsService } from './manual-stations.service.js';
import { createPollutionEventsService } from './pollution-events.service.js';
import { createStationStatisticsService } from './station-statistics.service.js';
import { createTrendAnalysisService } from './trend-analysis.service.js';

/** The services of the seven executive summary pages, over one database and clock. */
export function createExecutiveSummaryServices(deps: {
  db: Kysely<Database>;
  clock: Clock;
  layer: MapLayerService;
}) {
  const trend = createTrendAnalysisService(deps);
  return {
    indexOverview: createIndexOverviewService(deps),
    stationStatistics: createStationStatisticsService(deps),
    trendOptions: trend.options,
    trendAnalysis: trend.analysis,
    pollutionEvents: createPollutionEventsService(deps),
    airQuality: createAirQualityService(deps),
    hotspots: createHotspotPmService(deps),
    manualStations: createManualStationsService(deps),
  };
}

export type ExecutiveSummaryServices = ReturnType<typeof createExecutiveSummaryServices>;
