import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { createEdcRepository } from './edc.repository.js';
import { createEquipmentService } from './equipment.service.js';

/** EDC inventory: data loggers, collectors and modems, at a station or in store (no station). */
export function createEdcService(deps: { db: Kysely<Database>; clock: Clock }) {
  const repo = createEdcRepository(deps.db);
  return createEquipmentService(deps, {
    entity: 'edc_inventory',
    repo,
    // Equipment in store has no station; at a station, the station must exist.
    check: async (values) =>
      values.stationId === null || (await repo.stationExists(values.stationId)),
  });
}

export type EdcService = ReturnType<typeof createEdcService>;
