import {
  LOCATION_TYPES,
  MODULES,
  targetClassesOf,
  type ModuleCode,
  type StationInput,
  type StationRow,
} from '@eqmp/domain';

/** Whether the module's stations have a marine location type (COASTAL, ESTUARY, ISLAND). */
export const hasLocationType = (module: ModuleCode | undefined) =>
  module !== undefined && MODULES[module].medium === 'marine';

/** Whether the module's stations are in water, and so may name a river basin and river. */
export const isWater = (module: ModuleCode | undefined) =>
  module !== undefined && MODULES[module].medium !== 'air';

/** Target water-quality classes offered for the module (the server's rule): none until one is chosen. */
export const targetClassesFor = (module: ModuleCode | undefined): readonly string[] =>
  module === undefined ? [] : targetClassesOf(module);

export const locationTypes = LOCATION_TYPES;

/** A field that takes half the form's width from the md breakpoint up. */
export const STATION_FORM_HALF = { xs: 24, md: 12 } as const;

/** The form's values (empty fields are undefined or '') as the API's station body. */
export type StationFormValues = { [K in keyof StationInput]?: StationInput[K] | '' };

const orNull = <T>(value: T | '' | undefined): T | null =>
  value === undefined || value === '' ? null : value;
const text = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

export function toStationBody(values: StationFormValues, isNew: boolean): StationInput {
  const module = values.module as ModuleCode;
  return {
    ...(isNew ? { id: String(values.id ?? '').trim() } : {}),
    module,
    name: String(values.name ?? '').trim(),
    stateId: orNull(values.stateId),
    districtId: orNull(values.districtId),
    place: text(values.place),
    lotInfo: text(values.lotInfo),
    address: text(values.address),
    longitude: orNull(values.longitude),
    latitude: orNull(values.latitude),
    category: text(values.category),
    // Fields that do not apply to the module are cleared, so a changed module cannot leave them behind.
    locationType: hasLocationType(module) ? orNull(values.locationType) : null,
    targetClass: targetClassesFor(module).length > 0 ? orNull(values.targetClass) : null,
    basinId: isWater(module) ? orNull(values.basinId) : null,
    riverId: isWater(module) ? orNull(values.riverId) : null,
    expectedIntervalMinutes: orNull(values.expectedIntervalMinutes),
  };
}

/** A station as form values. */
export function fromStation(station: StationRow): StationFormValues {
  const {
    stateName: _s,
    districtName: _d,
    basinName: _b,
    riverName: _r,
    pictureUrl: _p,
    isActive: _a,
    createdAt: _c,
    updatedAt: _u,
    ...values
  } = station;
  return values;
}
