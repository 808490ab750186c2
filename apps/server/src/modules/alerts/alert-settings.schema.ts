import { NWQS_CLASSES, MARINE_CRITERIA_CLASSES, type AlertSettingKey } from '@eqmp/domain';
import { z } from 'zod';

const common = {
  enabled: z.boolean(),
  notifyCooldownMinutes: z.number().int().min(0).max(10_080),
  minDurationMinutes: z.number().int().min(0).max(1_440),
  rejoinMinutes: z.number().int().min(0).max(1_440),
};
/** Bound rules: how far (% of the limit) the value must come back before an episode may end. */
const deadband = { deadbandPct: z.number().min(0).max(50) };
const minutes = z.number().int().min(5).max(10_080);
const codes = z.array(z.string().trim().min(1).max(20)).max(50);
const riverClass = z.enum(NWQS_CLASSES);
const marineClass = z.enum(MARINE_CRITERIA_CLASSES);
const npe = z.strictObject({
  ...common,
  ...deadband,
  riverClass,
  riverParameters: codes,
  marineClass,
  marineParameters: codes,
});

/** What a System Admin may store for each setting set (strict: unknown fields are refused). */
export const SETTING_SCHEMAS: Readonly<Record<AlertSettingKey, z.ZodType<object>>> = {
  transmission: z.strictObject({
    ...common,
    minutesCAQM: minutes,
    minutesMCAQM: minutes,
    minutesCRWQM: minutes,
    minutesCMWQM: minutes,
  }),
  exceedance: z.strictObject({
    ...common,
    ...deadband,
    defaultRiverClass: riverClass,
    defaultMarineClass: marineClass,
    minCapturePct: z.number().min(0).max(100),
  }),
  outlier: z.strictObject({
    ...common,
    parameters: codes,
    rateOfChangeFactor: z.number().positive().max(100),
    flatLineHours: z.number().positive().max(72),
    zScore: z.number().positive().max(100),
    minHours: z.number().int().min(1).max(24),
  }),
  pollution: z.strictObject({
    ...common,
    parameters: codes,
    suddenChangePct: z.number().positive().max(10_000),
    baselineHours: z.number().int().min(1).max(24),
    classDrop: z.number().int().min(1).max(5),
    sustainedHours: z.number().int().min(1).max(24),
  }),
  npe1: npe,
  npe2: npe,
  pmalert: z.strictObject({
    ...common,
    ...deadband,
    levelPM25: z.number().positive().max(1000),
    levelPM10: z.number().positive().max(1000),
    minHours: z.number().int().min(1).max(24),
  }),
};
