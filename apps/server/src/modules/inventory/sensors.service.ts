import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { createEquipmentService } from './equipment.service.js';
import { createSensorsRepository } from './sensors.repository.js';

/** Sensors, one per station and parameter at a time of use; retired ones stay as history. */
export function createSensorsService(deps: { db: Kysely<Database>; clock: Clock }) {
  const repo = createSensorsRepository(deps.db);
  return createEquipmentService(deps, {
    entity: 'sensor',
    repo,
    // The station must exist, and the parameter too (and be active for a new sensor).
    check: async (values, isNew) => {
      const { station, parameter } = await repo.references(values.stationId, values.parameterCode);
      return station && parameter !== undefined && (!isNew || parameter.isActive);
    },
  });
}

export type SensorsService = ReturnType<typeof createSensorsService>;
