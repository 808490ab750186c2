import { z } from 'zod';
import { DATA_CAPTURE_TARGET_PERCENT, SYSTEM_UPTIME_TARGET_PERCENT } from '../constants.js';
import { calendarDay, calendarMonth } from './common.js';
import { moduleStateFilters, stationModuleState } from './shared-fields.js';
import { DAY_MS } from '../time/units.js';

export const KPI_PERIODS = ['day', 'month'] as const;
export type KpiPeriod = (typeof KPI_PERIODS)[number];
export const CAPTURE_BASES = ['all', 'excl_cal'] as const;
export type CaptureBasis = (typeof CAPTURE_BASES)[number];

/** Longest system KPI range per period, in days, so one answer stays readable and quick. */
export const KPI_MAX_RANGE_DAYS: Readonly<Record<KpiPeriod, number>> = { day: 92, month: 731 };

const localDate = calendarDay;
const target = (fallback: number) => z.coerce.number().min(0).max(100).default(fallback);
const pct = z.number().nullable();
const uptime = { upHours: z.number(), expectedHours: z.number(), uptimePct: pct };
const byBucket = z.array(z.object({ bucket: z.string(), ...uptime }));

/** States that have a continuous station. */
export const kpiStatesResponse = z.array(z.object({ id: z.number(), name: z.string() }));
export type KpiState = z.input<typeof kpiStatesResponse>[number];

/** `from` and `to` are local dates, both included. */
export const systemKpiQuery = z
  .object({
    period: z.enum(KPI_PERIODS).default('day'),
    from: localDate.optional(),
    to: localDate.optional(),
    target: target(SYSTEM_UPTIME_TARGET_PERCENT),
    ...moduleStateFilters,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'errors:validation.range',
    path: ['to'],
  })
  .refine(
    (q) =>
      !q.from ||
      !q.to ||
      Date.parse(q.to) - Date.parse(q.from) < KPI_MAX_RANGE_DAYS[q.period] * DAY_MS,
    {
      message: 'kpi:errors.rangeTooLong',
      path: ['to'],
    },
  );

/** Polling uptime per station and module, by local day (`YYYY-MM-DD`) or month (`YYYY-MM`) bucket. */
export const systemKpiResponse = z.object({
  period: z.enum(KPI_PERIODS),
  from: calendarDay,
  to: calendarDay,
  target: z.number(),
  buckets: z.array(z.string()),
  stations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      ...stationModuleState,
      ...uptime,
      meetsTarget: z.boolean().nullable(),
      byBucket,
    }),
  ),
  modules: z.array(z.object({ module: z.string(), stations: z.number(), ...uptime, byBucket })),
});
export type SystemKpi = z.infer<typeof systemKpiResponse>;

export const dataKpiQuery = z.object({
  month: calendarMonth.optional(),
  target: target(DATA_CAPTURE_TARGET_PERCENT),
  basis: z.enum(CAPTURE_BASES).default('excl_cal'),
  ...moduleStateFilters,
});

/** Data capture per station × parameter in a month, judged on `basis` against `target`. */
export const dataKpiResponse = z.object({
  month: calendarMonth,
  hours: z.number(),
  target: z.number(),
  basis: z.enum(CAPTURE_BASES),
  rows: z.array(
    z.object({
      stationId: z.string(),
      stationName: z.string(),
      ...stationModuleState,
      parameterCode: z.string(),
      calibrationHours: z.number(),
      captureAllPct: pct,
      captureExclCalPct: pct,
      meetsTarget: z.boolean().nullable(),
    }),
  ),
});
export type DataKpi = z.infer<typeof dataKpiResponse>;
export type StationUptime = SystemKpi['stations'][number];
export type ModuleUptime = SystemKpi['modules'][number];
export type CaptureRow = DataKpi['rows'][number];
