import type { EdcValues, SensorValues } from '@eqmp/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/** What each equipment table is written from. */
interface EquipmentValues {
  sensor: SensorValues;
  edcInventory: EdcValues;
}

/** The writes of one kind of equipment (sensors, EDC equipment): add, change, and retire (kept as history). */
export function equipmentWrites<T extends keyof EquipmentValues>(table: T) {
  const changed: keyof EquipmentValues = table;
  return {
    async insert(trx: Transaction<Database>, values: EquipmentValues[T], now: Date) {
      const row = await trx
        .insertInto(table)
        // Each table takes its own values; the map above ties them together.
        .values({ ...values, createdAt: now, updatedAt: now } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(trx: Transaction<Database>, id: number, values: EquipmentValues[T], now: Date) {
      await trx
        .updateTable(changed)
        .set({ ...values, updatedAt: now } as never)
        .where('id', '=', id)
        .execute();
    },

    async retire(trx: Transaction<Database>, id: number, now: Date) {
      await trx
        .updateTable(changed)
        .set({ status: 'retired', updatedAt: now })
        .where('id', '=', id)
        .execute();
    },
  };
}
