import { z } from 'zod';
import { LOCATION_TYPES } from '../marine/mmwqi-defaults.js';
import { MEDIA, MODULE_CODES } from '../modules.js';
import { STATION_ID, stationIssues, type StationFacts } from '../monitoring/station-rules.js';
import { calendarDay, pageOf, pageQuery, timestamp } from './common.js';
import {
  catalogueParameter,
  moduleStateFilters,
  stationBasinRiver,
  stationSite,
} from './shared-fields.js';

/** Contracts of the inventory: stations, pictures, ingestion keys, parameters, sensors, EDC. */

const stationId = z.string().trim().regex(STATION_ID, 'inventory:errors.stationId');
const stamps = { createdAt: timestamp, updatedAt: timestamp };

export const stationIdParams = z.object({
  id: z.string().regex(STATION_ID, 'inventory:errors.stationId'),
});

const optionalText = (max: number) => z.string().trim().max(max).nullable().default(null);
const optionalId = z.number().int().positive().nullable().default(null);

/** Spec §3 station information plus what the portal needs: module, category, marine and river details. */
const stationFields = z.object({
  module: z.enum(MODULE_CODES),
  name: z.string().trim().min(2).max(120),
  stateId: optionalId,
  districtId: optionalId,
  place: optionalText(200),
  lotInfo: optionalText(200),
  address: optionalText(500),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  category: optionalText(60),
  locationType: z.enum(LOCATION_TYPES).nullable().default(null),
  targetClass: z.string().trim().max(4).nullable().default(null),
  basinId: optionalId,
  riverId: optionalId,
  expectedIntervalMinutes: z.number().int().positive().max(1440).nullable().default(null),
});

/**
 * Adds the rules that join fields (coordinates in Malaysia, marine-only location type, classes),
 * once each field is valid on its own, so one mistake is not reported twice.
 */
function withRules<T extends z.ZodType<StationFacts>>(schema: T) {
  return schema.superRefine(
    (value, ctx) => {
      for (const issue of stationIssues(value))
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.messageKey });
    },
    { when: (payload) => payload.issues.length === 0 },
  );
}

export const createStationBody = withRules(stationFields.extend({ id: stationId }));
export const updateStationBody = withRules(stationFields);
/** The editable fields of a station (the id only when it is new). */
export type StationInput = z.input<typeof stationFields> & { id?: string };
/** A station's fields as the server reads them (defaults filled in). */
export type StationValues = z.output<typeof stationFields>;

export const stationListQuery = pageQuery.extend({
  ...moduleStateFilters,
  active: z.enum(['true', 'false']).optional(),
});
export type StationListQuery = z.infer<typeof stationListQuery>;

export const stationRow = z.object({
  id: z.string(),
  module: z.enum(MODULE_CODES),
  name: z.string(),
  stateId: z.number().nullable(),
  stateName: z.string().nullable(),
  districtId: z.number().nullable(),
  districtName: z.string().nullable(),
  ...stationSite,
  locationType: z.enum(LOCATION_TYPES).nullable(),
  targetClass: z.string().nullable(),
  ...stationBasinRiver,
  expectedIntervalMinutes: z.number().nullable(),
  pictureUrl: z.string().nullable(),
  isActive: z.boolean(),
  ...stamps,
});
export type StationRow = z.input<typeof stationRow>;
export const stationListResponse = pageOf(stationRow);

export const activeBody = z.object({ isActive: z.boolean() });

export const PARAMETER_CODE = /^[A-Z0-9_]{1,20}$/;
export const stationParametersBody = z.object({
  codes: z.array(z.string().regex(PARAMETER_CODE, 'inventory:errors.parameterCode')).max(200),
});

/** A new station ingestion key: answered once (only its hash is kept). */
export const ingestKeyResponse = z.object({ key: z.string(), rotated: z.boolean() });
export type IngestKey = z.input<typeof ingestKeyResponse>;

export const galleryPicture = z.object({
  id: z.number(),
  url: z.string(),
  caption: z.string().nullable(),
  contentType: z.string(),
  createdAt: timestamp,
});
export type GalleryPicture = z.input<typeof galleryPicture>;

export const pictureUrlResponse = z.object({ url: z.string() });
export type PictureUrl = z.input<typeof pictureUrlResponse>;
export const galleryPictureQuery = z.object({ caption: z.string().trim().max(200).optional() });
export const galleryPictureParams = stationIdParams.extend({
  pictureId: z.coerce.number().int().positive(),
});
export const pictureFileParams = z.object({ key: z.string().max(100) });

export const EQUIPMENT_STATUSES = ['active', 'maintenance', 'retired'] as const;
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];

export const equipmentIdParams = z.object({ id: z.coerce.number().int().positive() });

/** Shared by sensors and EDC equipment: who made it, which model, its serial and when it went in. */
const equipmentFields = {
  make: z.string().trim().min(1).max(100),
  model: z.string().trim().min(1).max(100),
  serialNo: z.string().trim().min(1).max(100),
  installedOn: calendarDay.nullable().default(null),
  status: z.enum(EQUIPMENT_STATUSES).default('active'),
};

export const sensorBody = z.object({
  stationId,
  parameterCode: z.string().trim().min(1).max(20),
  ...equipmentFields,
});
export type SensorInput = z.input<typeof sensorBody>;
export type SensorValues = z.output<typeof sensorBody>;

export const sensorListQuery = pageQuery.extend({
  stationId: z.string().trim().max(20).optional(),
  parameterCode: z.string().trim().max(20).optional(),
  status: z.enum(EQUIPMENT_STATUSES).optional(),
});
export type SensorListQuery = z.infer<typeof sensorListQuery>;

export const sensorRow = z.object({
  id: z.number(),
  stationId: z.string(),
  stationName: z.string(),
  parameterCode: z.string(),
  parameterNameEn: z.string(),
  parameterNameMs: z.string(),
  make: z.string(),
  model: z.string(),
  serialNo: z.string(),
  installedOn: calendarDay.nullable(),
  status: z.enum(EQUIPMENT_STATUSES),
  ...stamps,
});
export type SensorRow = z.input<typeof sensorRow>;
export const sensorListResponse = pageOf(sensorRow);

/** EDC equipment kinds: data loggers, data collectors and their modems. */
export const EDC_KINDS = ['logger', 'collector', 'modem'] as const;
export type EdcKind = (typeof EDC_KINDS)[number];

export const edcBody = z.object({
  stationId: stationId.nullable().default(null),
  kind: z.enum(EDC_KINDS),
  firmware: z.string().trim().max(60).nullable().default(null),
  ...equipmentFields,
});
export type EdcInput = z.input<typeof edcBody>;
export type EdcValues = z.output<typeof edcBody>;

export const edcListQuery = pageQuery.extend({
  stationId: z.string().trim().max(20).optional(),
  kind: z.enum(EDC_KINDS).optional(),
  status: z.enum(EQUIPMENT_STATUSES).optional(),
});
export type EdcListQuery = z.infer<typeof edcListQuery>;

export const edcRow = z.object({
  id: z.number(),
  stationId: z.string().nullable(),
  stationName: z.string().nullable(),
  kind: z.enum(EDC_KINDS),
  make: z.string(),
  model: z.string(),
  serialNo: z.string(),
  firmware: z.string().nullable(),
  installedOn: calendarDay.nullable(),
  status: z.enum(EQUIPMENT_STATUSES),
  ...stamps,
});
export type EdcRow = z.input<typeof edcRow>;
export const edcListResponse = pageOf(edcRow);

/** One station with its parameters, equipment, gallery and whether it has an ingestion key. */
export const stationResponse = stationRow.extend({
  parameters: z.array(
    z.object({
      ...catalogueParameter,
      isActive: z.boolean(),
    }),
  ),
  sensors: z.array(sensorRow),
  edc: z.array(edcRow),
  gallery: z.array(galleryPicture),
  ingestKey: z.object({ createdAt: timestamp, createdBy: z.string() }).nullable(),
});
export type StationFull = z.input<typeof stationResponse>;

export const PARAMETER_AVERAGINGS = ['1H', '8H', '24H'] as const;
export type ParameterAveraging = (typeof PARAMETER_AVERAGINGS)[number];

export const parameterCodeParams = z.object({
  code: z.string().regex(PARAMETER_CODE, 'inventory:errors.parameterCode'),
});

/** A catalogue parameter: unit, averaging, decimals shown, and the valid (instrument) range. */
const parameterFields = z.object({
  medium: z.enum(MEDIA),
  nameEn: z.string().trim().min(1).max(120),
  nameMs: z.string().trim().min(1).max(120),
  unit: z.string().trim().min(1).max(20),
  averaging: z.enum(PARAMETER_AVERAGINGS).nullable().default(null),
  decimals: z.number().int().min(0).max(6),
  rangeMin: z.number(),
  rangeMax: z.number(),
  mdl: z.number().min(0).default(0),
  maxStep: z.number().positive(),
});

function withRange<T extends z.ZodType<{ rangeMin: number; rangeMax: number }>>(schema: T) {
  return schema.superRefine(
    (value, ctx) => {
      if (value.rangeMin >= value.rangeMax)
        ctx.addIssue({
          code: 'custom',
          path: ['rangeMax'],
          message: 'inventory:errors.rangeOrder',
        });
    },
    { when: (payload) => payload.issues.length === 0 },
  );
}

export const createParameterBody = withRange(
  parameterFields.extend({
    code: z.string().trim().toUpperCase().regex(PARAMETER_CODE, 'inventory:errors.parameterCode'),
  }),
);
export const updateParameterBody = withRange(parameterFields);
/** The editable fields of a parameter (the code only when it is new). */
export type ParameterInput = z.input<typeof parameterFields> & { code?: string };
export type ParameterValues = z.output<typeof parameterFields>;

export const parameterListQuery = pageQuery.extend({
  medium: z.enum(MEDIA).optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type ParameterListQuery = z.infer<typeof parameterListQuery>;

export const parameterRow = z.object({
  code: z.string(),
  medium: z.enum(MEDIA),
  nameEn: z.string(),
  nameMs: z.string(),
  unit: z.string(),
  averaging: z.enum(PARAMETER_AVERAGINGS).nullable(),
  decimals: z.number(),
  rangeMin: z.number(),
  rangeMax: z.number(),
  mdl: z.number(),
  maxStep: z.number(),
  isActive: z.boolean(),
  stationCount: z.number(),
  ...stamps,
});
export type ParameterRow = z.input<typeof parameterRow>;
export const parameterListResponse = pageOf(parameterRow);

const refId = z.coerce.number().int().positive();

/** Picker lists of the inventory pages. */
export const refStatesResponse = z.array(
  z.object({ id: z.number(), code: z.string(), name: z.string() }),
);
export type RefState = z.input<typeof refStatesResponse>[number];
export const refDistrictsQuery = z.object({ stateId: refId.optional() });
export const refDistrictsResponse = z.array(
  z.object({ id: z.number(), stateId: z.number(), name: z.string() }),
);
export type RefDistrict = z.input<typeof refDistrictsResponse>[number];
export const refBasinsQuery = z.object({ stateId: refId.optional() });
export const refBasinsResponse = z.array(z.object({ id: z.number(), name: z.string() }));
export type RefBasin = z.input<typeof refBasinsResponse>[number];
export const refRiversQuery = z.object({ basinId: refId.optional() });
export const refRiversResponse = z.array(
  z.object({ id: z.number(), basinId: z.number(), name: z.string() }),
);
export type RefRiver = z.input<typeof refRiversResponse>[number];
export const refStationsQuery = z.object({ module: z.enum(MODULE_CODES).optional() });
export const refStationsResponse = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    module: z.enum(MODULE_CODES),
    isActive: z.boolean(),
  }),
);
export type RefStation = z.input<typeof refStationsResponse>[number];
export const refParametersResponse = z.array(
  z.object({
    code: z.string(),
    medium: z.enum(MEDIA),
    nameEn: z.string(),
    nameMs: z.string(),
    unit: z.string(),
    isActive: z.boolean(),
  }),
);
export type RefParameter = z.input<typeof refParametersResponse>[number];
