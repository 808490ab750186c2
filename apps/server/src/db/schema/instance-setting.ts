import type { ColumnType, JSONColumnType } from 'kysely';

export interface InstanceSettingTable {
  key: string;
  value: JSONColumnType<object>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}
