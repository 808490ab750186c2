import type { ColumnType, Generated } from 'kysely';
import type { ModuleCode } from '@eqmp/domain';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
type Stamps = { createdAt: CreatedAt; updatedAt: UpdatedAt };
type Status = 'active' | 'maintenance' | 'retired';

export interface DistrictTable extends Stamps {
  id: Generated<number>;
  stateId: number;
  code: string | null;
  name: string;
}

export interface BasinTable extends Stamps {
  id: Generated<number>;
  name: string;
}

export interface BasinStateTable {
  basinId: number;
  stateId: number;
}

export interface RiverTable extends Stamps {
  id: Generated<number>;
  basinId: number;
  name: string;
}

export interface ParameterTable extends Stamps {
  code: string;
  medium: 'air' | 'river' | 'marine';
  nameEn: string;
  nameMs: string;
  unit: string;
  averaging: '1H' | '8H' | '24H' | null;
  decimals: Generated<number>;
  rangeMin: number;
  rangeMax: number;
  mdl: Generated<number>;
  maxStep: number;
  isActive: Generated<boolean>;
}

export interface StationTable extends Stamps {
  id: string;
  module: ModuleCode;
  name: string;
  stateId: number | null;
  districtId: number | null;
  place: string | null;
  lotInfo: string | null;
  address: string | null;
  longitude: number | null;
  latitude: number | null;
  category: string | null;
  locationType: 'COASTAL' | 'ESTUARY' | 'ISLAND' | null;
  targetClass: string | null;
  basinId: number | null;
  riverId: number | null;
  pictureKey: string | null;
  /** Minutes between expected values; null for manual programmes. */
  expectedIntervalMinutes: number | null;
  isActive: Generated<boolean>;
}

export interface StationParameterTable {
  stationId: string;
  parameterCode: string;
  isActive: Generated<boolean>;
}

export interface StationPictureTable {
  id: Generated<number>;
  stationId: string;
  fileKey: string;
  caption: string | null;
  contentType: string;
  createdAt: CreatedAt;
}

export interface SensorTable extends Stamps {
  id: Generated<number>;
  stationId: string;
  parameterCode: string;
  make: string;
  model: string;
  serialNo: string;
  installedOn: ColumnType<string | null, string | null | undefined, string | null>;
  status: Generated<Status>;
}

export interface EdcInventoryTable extends Stamps {
  id: Generated<number>;
  stationId: string | null;
  kind: 'logger' | 'collector' | 'modem';
  make: string;
  model: string;
  serialNo: string;
  firmware: string | null;
  installedOn: ColumnType<string | null, string | null | undefined, string | null>;
  status: Generated<Status>;
}

export interface StationIngestKeyTable {
  stationId: string;
  keyHash: string;
  createdAt: Date;
  createdBy: string;
}
