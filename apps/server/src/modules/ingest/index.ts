/** Ingestion of logger readings: station keys, validation and the hourly rollups. */
export { ingestModule } from './ingest.module.js';
export { createIngestService } from './ingest.service.js';
export { hashStationKey, keyedStation } from './station-key.js';
export { MAX_FUTURE_MS } from './validate-items.js';
export { apiHoursAffected, hoursOf, refreshAirIndex, refreshHourly } from './rollup.js';
