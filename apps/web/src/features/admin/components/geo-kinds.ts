import type { GeoKind } from '../api/admin-api';

/** Where a row of a geography table belongs, and how its form picks it. */
export interface GeoParent {
  /** The field of the row naming its parent (a basin names several states). */
  readonly field: 'regionId' | 'stateId' | 'stateIds' | 'basinId';
  /** The table the parent is a row of. */
  readonly of: GeoKind;
  readonly labelKey: string;
  readonly required: boolean;
  readonly multiple: boolean;
}

/** What a geography table's page shows and its form asks. */
export interface GeoShape {
  /** Whether a row has a code, and whether it must. */
  readonly code: 'required' | 'optional' | null;
  readonly parent: GeoParent | null;
}

export const GEO_SHAPES: Readonly<Record<GeoKind, GeoShape>> = {
  region: { code: 'required', parent: null },
  state: {
    code: 'required',
    parent: {
      field: 'regionId',
      of: 'region',
      labelKey: 'admin:geo.region',
      required: false,
      multiple: false,
    },
  },
  district: {
    code: 'optional',
    parent: {
      field: 'stateId',
      of: 'state',
      labelKey: 'admin:geo.state',
      required: true,
      multiple: false,
    },
  },
  basin: {
    code: null,
    parent: {
      field: 'stateIds',
      of: 'state',
      labelKey: 'admin:geo.states',
      required: true,
      multiple: true,
    },
  },
  river: {
    code: null,
    parent: {
      field: 'basinId',
      of: 'basin',
      labelKey: 'admin:geo.basin',
      required: true,
      multiple: false,
    },
  },
};
