import type { LocationType, Medium, ModuleCode } from '@eqmp/domain';

/** What the inventory API answers (dates arrive as ISO strings). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export type EquipmentStatus = 'active' | 'maintenance' | 'retired';
export type EdcKind = 'logger' | 'collector' | 'modem';
export type Averaging = '1H' | '8H' | '24H';

export interface StationRow {
  id: string;
  module: ModuleCode;
  name: string;
  stateId: number | null;
  stateName: string | null;
  districtId: number | null;
  districtName: string | null;
  place: string | null;
  lotInfo: string | null;
  address: string | null;
  longitude: number | null;
  latitude: number | null;
  category: string | null;
  locationType: LocationType | null;
  targetClass: string | null;
  basinId: number | null;
  basinName: string | null;
  riverId: number | null;
  riverName: string | null;
  expectedIntervalMinutes: number | null;
  pictureUrl: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface GalleryPicture {
  id: number;
  url: string;
  caption: string | null;
  contentType: string;
  createdAt: string;
}

export interface StationFull extends StationRow {
  parameters: { code: string; nameEn: string; nameMs: string; unit: string; isActive: boolean }[];
  sensors: SensorRow[];
  edc: EdcRow[];
  gallery: GalleryPicture[];
  ingestKey: { createdAt: string; createdBy: string } | null;
}

/** The editable fields of a station (the id only when it is new). */
export type StationInput = Omit<
  StationRow,
  | 'id'
  | 'stateName'
  | 'districtName'
  | 'basinName'
  | 'riverName'
  | 'pictureUrl'
  | 'isActive'
  | 'createdAt'
  | 'updatedAt'
> & { id?: string };

export interface ParameterRow {
  code: string;
  medium: Medium;
  nameEn: string;
  nameMs: string;
  unit: string;
  averaging: Averaging | null;
  decimals: number;
  rangeMin: number;
  rangeMax: number;
  mdl: number;
  maxStep: number;
  isActive: boolean;
  stationCount: number;
}
export type ParameterInput = Omit<ParameterRow, 'isActive' | 'stationCount' | 'code'> & {
  code?: string;
};

export interface SensorRow {
  id: number;
  stationId: string;
  stationName: string;
  parameterCode: string;
  parameterNameEn: string;
  parameterNameMs: string;
  make: string;
  model: string;
  serialNo: string;
  installedOn: string | null;
  status: EquipmentStatus;
}
export type SensorInput = Pick<
  SensorRow,
  'stationId' | 'parameterCode' | 'make' | 'model' | 'serialNo' | 'installedOn' | 'status'
>;

export interface EdcRow {
  id: number;
  stationId: string | null;
  stationName: string | null;
  kind: EdcKind;
  make: string;
  model: string;
  serialNo: string;
  firmware: string | null;
  installedOn: string | null;
  status: EquipmentStatus;
}
export type EdcInput = Omit<EdcRow, 'id' | 'stationName'>;

export interface RefState {
  id: number;
  code: string;
  name: string;
}
export interface RefDistrict {
  id: number;
  stateId: number;
  name: string;
}
export interface RefBasin {
  id: number;
  name: string;
}
export interface RefRiver {
  id: number;
  basinId: number;
  name: string;
}
export interface RefStation {
  id: string;
  name: string;
  module: ModuleCode;
  isActive: boolean;
}
export interface RefParameter {
  code: string;
  medium: Medium;
  nameEn: string;
  nameMs: string;
  unit: string;
  isActive: boolean;
}
