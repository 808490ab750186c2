import { MEDIA } from '@eqmp/domain';
import { z } from 'zod';
import { pageQuery } from '../../http/paging.js';

export const PARAMETER_CODE = /^[A-Z0-9_]{1,20}$/;
export const AVERAGING = ['1H', '8H', '24H'] as const;

export const parameterCodeParams = z.object({
  code: z.string().regex(PARAMETER_CODE, 'inventory:errors.parameterCode'),
});

/** A catalogue parameter: unit, averaging, decimals shown, and the valid (instrument) range. */
const parameterFields = z.object({
  medium: z.enum(MEDIA),
  nameEn: z.string().trim().min(1).max(120),
  nameMs: z.string().trim().min(1).max(120),
  unit: z.string().trim().min(1).max(20),
  averaging: z.enum(AVERAGING).nullable().default(null),
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
export type ParameterInput = z.infer<typeof parameterFields>;

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
  averaging: z.enum(AVERAGING).nullable(),
  decimals: z.number(),
  rangeMin: z.number(),
  rangeMax: z.number(),
  mdl: z.number(),
  maxStep: z.number(),
  isActive: z.boolean(),
  stationCount: z.number(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
