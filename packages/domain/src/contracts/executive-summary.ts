import { z } from 'zod';
import { ALERT_KINDS, ALERT_STATUSES } from '../alerts/alert-kinds.js';
import { DATA_CAPTURE_TARGET_PERCENT } from '../constants.js';
import { MANUAL_PROGRAMMES } from '../executive-summary/manual-visits.js';
import { OVERVIEW_WINDOWS } from '../executive-summary/index-classes.js';
import { TREND_PERIODS } from '../executive-summary/trend.js';
import { MEDIA, MODULE_CODES } from '../modules.js';
import { VERIFICATION_LEVELS } from '../qaqc/verification.js';
import { calendarDay, calendarMonth, commaList, timestamp } from './common.js';
import { exportFormatQuery, exportStartedResponse } from './exports.js';
import { stationInState } from './shared-fields.js';

/**
 * The executive summary's answers (spec §2 executive_summary pages). Every answer says the
 * verification level its figures rest on (`dataLevel`, null when no data was used) and keeps to
 * the modules the caller's roles cover. With `export`, the answer is `{ downloadlink }` instead.
 */
const dataLevel = z.enum(VERIFICATION_LEVELS).nullable();
const month = calendarMonth;
const stateId = z.coerce.number().int().positive().optional();
const classCount = z.object({ cls: z.string(), count: z.number().int() });
const exportOnly = { export: exportFormatQuery };
/** A period of Kuala Lumpur dates, both included; by default the last 30 days. */
const dayRange = {
  from: calendarDay.optional(),
  to: calendarDay.optional(),
};
const rangeInOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;
const orderIssue = { message: 'errors:validation.range', path: ['to'] };
/** The longest period a day-based summary covers (one year and a day, for a leap year). */
export const SUMMARY_MAX_DAYS = 366;
/** The longest period of the manual stations' status, in months. */
export const MANUAL_STATUS_MAX_MONTHS = 24;
/** The longest trend: ten years of months, or thirty years. */
export const TREND_MAX_BUCKETS = { month: 120, year: 30 } as const;
/** Stations one trend compares at most (one series each). */
export const TREND_MAX_STATIONS = 10;

const answerOr = <T extends z.ZodType>(answer: T) => z.union([answer, exportStartedResponse]);

// index_overview ------------------------------------------------------------------------------

export const indexOverviewQuery = z.object(exportOnly);

const overviewWindow = z.object({
  window: z.enum(OVERVIEW_WINDOWS),
  national: z.array(classCount),
  states: z.array(
    z.object({
      stateName: z.string().nullable(),
      total: z.number().int(),
      counts: z.array(classCount),
    }),
  ),
  total: z.number().int(),
});

export const indexOverviewAnswer = z.object({
  at: timestamp,
  /** Start of each period (ISO); `now` has none. */
  windows: z.array(z.object({ window: z.enum(OVERVIEW_WINDOWS), from: timestamp.nullable() })),
  media: z.array(
    z.object({
      medium: z.enum(MEDIA),
      modules: z.array(z.enum(MODULE_CODES)),
      classes: z.array(z.string()),
      windows: z.array(overviewWindow),
    }),
  ),
  dataLevel,
});
export type IndexOverview = z.input<typeof indexOverviewAnswer>;
export const indexOverviewResponse = answerOr(indexOverviewAnswer);

// station_statistics --------------------------------------------------------------------------

export const stationStatisticsQuery = z.object({
  month: month.optional(),
  target: z.coerce.number().min(0).max(100).default(DATA_CAPTURE_TARGET_PERCENT),
  ...exportOnly,
});

const stationCounts = {
  stations: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  /** Transmission of active continuous and mobile stations; null for sampled programmes. */
  onTime: z.number().int().nullable(),
  late: z.number().int().nullable(),
  down: z.number().int().nullable(),
  never: z.number().int().nullable(),
  /** Mean monthly capture of the station × parameter pairs (continuous stations only). */
  capturePct: z.number().nullable(),
  capturePairs: z.number().int(),
  captureMeeting: z.number().int(),
};

export const stationStatisticsAnswer = z.object({
  at: timestamp,
  month: calendarMonth,
  /** Hours of the month that have ended (the capture's denominator). */
  hours: z.number().int(),
  target: z.number(),
  /** One row per module (`total`: over all its states) and per module and state (null: no state). */
  rows: z.array(
    z.object({
      module: z.enum(MODULE_CODES),
      total: z.boolean(),
      stateName: z.string().nullable(),
      ...stationCounts,
    }),
  ),
  dataLevel,
});
export type StationStatistics = z.input<typeof stationStatisticsAnswer>;
export const stationStatisticsResponse = answerOr(stationStatisticsAnswer);

// trend_analysis ------------------------------------------------------------------------------

/** `measure`: a parameter code, or `INDEX` for the module's index (API, DOE-WQI or MMWQI). */
export const trendAnalysisQuery = z
  .object({
    module: z.enum(MODULE_CODES),
    measure: z.string().min(1).max(40),
    station: commaList(z.string().min(1).max(40), TREND_MAX_STATIONS, 1000).optional(),
    stateId,
    period: z.enum(TREND_PERIODS).default('month'),
    from: month.optional(),
    to: month.optional(),
    ...exportOnly,
  })
  .refine(rangeInOrder, orderIssue);

const trendResult = z.object({
  n: z.number().int(),
  s: z.number(),
  z: z.number(),
  pValue: z.number(),
  senSlope: z.number(),
  direction: z.enum(['increasing', 'decreasing', 'none']),
  significant: z.boolean(),
});

export const trendAnalysisAnswer = z.object({
  module: z.enum(MODULE_CODES),
  measure: z.string(),
  /** The index name (API, WQI, MMWQI) or the parameter's code. */
  measureName: z.string(),
  unit: z.string().nullable(),
  period: z.enum(TREND_PERIODS),
  from: calendarMonth,
  to: calendarMonth,
  buckets: z.array(z.string()),
  alpha: z.number(),
  /** One series per chosen station, or one of every station's mean when none is chosen. */
  series: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      values: z.array(z.number().nullable()),
      trend: trendResult.nullable(),
    }),
  ),
  /**
   * Without chosen stations: how many stations the mean follows (those with enough data in every
   * period compared) and how many with data were left out; null for chosen stations.
   */
  network: z
    .object({ stations: z.number().int().nonnegative(), leftOut: z.number().int().nonnegative() })
    .nullable(),
  dataLevel,
});
export type TrendAnalysis = z.infer<typeof trendAnalysisAnswer>;
export const trendAnalysisResponse = answerOr(trendAnalysisAnswer);

export const trendOptionsResponse = z.object({
  states: z.array(z.object({ id: z.number(), name: z.string() })),
  modules: z.array(
    z.object({
      module: z.enum(MODULE_CODES),
      /** API, WQI or MMWQI; null when the module has no index over time. */
      index: z.enum(['API', 'WQI', 'MMWQI']).nullable(),
      parameters: z.array(
        z.object({ code: z.string(), nameEn: z.string(), nameMs: z.string(), unit: z.string() }),
      ),
      stations: z.array(
        z.object({ id: z.string(), name: z.string(), stateId: z.number().nullable() }),
      ),
    }),
  ),
});
export type TrendOptions = z.infer<typeof trendOptionsResponse>;

// pollution_event -----------------------------------------------------------------------------

export const pollutionEventsQuery = z
  .object({ ...dayRange, module: z.enum(MODULE_CODES).optional(), stateId, ...exportOnly })
  .refine(rangeInOrder, orderIssue);

export const pollutionEventsAnswer = z.object({
  from: calendarDay,
  to: calendarDay,
  days: z.array(calendarDay),
  total: z.number().int(),
  /** More episodes than listed (the counts and timeline still cover them all). */
  truncated: z.boolean(),
  kinds: z.array(z.object({ kind: z.enum(ALERT_KINDS), count: z.number().int() })),
  /** Episodes under way on each day, per kind (the timeline). */
  timeline: z.array(z.object({ kind: z.enum(ALERT_KINDS), data: z.array(z.number().int()) })),
  byState: z.array(z.object({ stateName: z.string().nullable(), count: z.number().int() })),
  episodes: z.array(
    z.object({
      id: z.string(),
      module: z.enum(MODULE_CODES),
      kind: z.enum(ALERT_KINDS),
      ...stationInState,
      longitude: z.number().nullable(),
      latitude: z.number().nullable(),
      parameterCode: z.string().nullable(),
      openedAt: timestamp,
      endedAt: timestamp.nullable(),
      durationHours: z.number(),
      peakValue: z.number().nullable(),
      limitValue: z.number().nullable(),
      unit: z.string().nullable(),
      status: z.enum(ALERT_STATUSES),
    }),
  ),
  dataLevel,
});
export type PollutionEvents = z.input<typeof pollutionEventsAnswer>;
export const pollutionEventsResponse = answerOr(pollutionEventsAnswer);

// air_quality_overview ------------------------------------------------------------------------

export const airQualityQuery = z
  .object({ ...dayRange, ...exportOnly })
  .refine(rangeInOrder, orderIssue);

export const airQualityAnswer = z.object({
  from: calendarDay,
  to: calendarDay,
  days: z.number().int(),
  classes: z.array(z.string()),
  national: z.array(classCount),
  states: z.array(z.object({ stateName: z.string().nullable(), counts: z.array(classCount) })),
  worst: z.array(
    z.object({
      ...stationInState,
      maxApi: z.number(),
      maxAt: timestamp,
      /** Hours and days with an API above 100 (unhealthy or worse). */
      unhealthyHours: z.number().int(),
      unhealthyDays: z.number().int(),
      hours: z.number().int(),
    }),
  ),
  /** Station-hours per dominant pollutant (`MULTIPLE` when more than one shared the top). */
  dominant: z.array(z.object({ pollutant: z.string(), hours: z.number().int(), pct: z.number() })),
  dominantByState: z.array(
    z.object({ stateName: z.string().nullable(), pollutant: z.string(), pct: z.number() }),
  ),
  dataLevel,
});
export type AirQualityOverview = z.input<typeof airQualityAnswer>;
export const airQualityResponse = answerOr(airQualityAnswer);

// hotspot -------------------------------------------------------------------------------------

export const hotspotPmQuery = z
  .object({ ...dayRange, stateId, ...exportOnly })
  .refine(rangeInOrder, orderIssue);

export const hotspotPmAnswer = z.object({
  from: calendarDay,
  to: calendarDay,
  stateName: z.string().nullable(),
  days: z.array(calendarDay),
  /** Hotspots in Malaysia (or in the chosen state), and outside its states, per day. */
  hotspots: z.array(z.number().int()),
  outside: z.array(z.number().int()),
  /** Daily mean over the air stations of PM2.5 and PM10 (µg/m³), null without data. */
  pm25: z.array(z.number().nullable()),
  pm10: z.array(z.number().nullable()),
  pmStations: z.number().int(),
  totals: z.object({
    hotspots: z.number().int(),
    highConfidence: z.number().int(),
    outside: z.number().int(),
  }),
  /** Pearson r of daily hotspots (in and outside) against PM, the same day and one day later. */
  correlation: z.array(
    z.object({
      pollutant: z.enum(['PM25', 'PM10']),
      lag: z.number().int(),
      r: z.number().nullable(),
      n: z.number().int(),
    }),
  ),
  dataLevel,
});
export type HotspotPm = z.infer<typeof hotspotPmAnswer>;
export const hotspotPmResponse = answerOr(hotspotPmAnswer);

// status_of_manual_station --------------------------------------------------------------------

export const manualStationsQuery = z
  .object({
    from: month.optional(),
    to: month.optional(),
    programme: z.enum(MANUAL_PROGRAMMES).optional(),
    stateId,
    ...exportOnly,
  })
  .refine(rangeInOrder, orderIssue);

const visitCounts = {
  expected: z.number().int(),
  sampled: z.number().int(),
  due: z.number().int(),
  missed: z.number().int(),
};

export const manualStationsAnswer = z.object({
  from: calendarMonth,
  to: calendarMonth,
  months: z.array(calendarMonth),
  programmes: z.array(
    z.object({ programme: z.enum(MANUAL_PROGRAMMES), everyDays: z.number().nullable() }),
  ),
  /** Per programme and state over the whole period. */
  rows: z.array(
    z.object({
      programme: z.enum(MANUAL_PROGRAMMES),
      stateName: z.string().nullable(),
      stations: z.number().int(),
      ...visitCounts,
    }),
  ),
  /** Per programme and month, nationally. */
  byMonth: z.array(
    z.object({ programme: z.enum(MANUAL_PROGRAMMES), month: calendarMonth, ...visitCounts }),
  ),
  /** Stations with a missed visit, and the months they missed. */
  missedStations: z.array(
    z.object({
      programme: z.enum(MANUAL_PROGRAMMES),
      ...stationInState,
      months: z.array(calendarMonth),
    }),
  ),
  dataLevel,
});
export type ManualStations = z.infer<typeof manualStationsAnswer>;
export const manualStationsResponse = answerOr(manualStationsAnswer);
