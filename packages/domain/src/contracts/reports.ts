import { z } from 'zod';
import { DATA_LEVELS } from '../query/index.js';
import { REPORT_KINDS, REPORT_STATISTICS } from '../reports/index.js';
import { calendarDay, calendarMonth, commaList } from './common.js';
import { exportFormatQuery, exportStartedResponse } from './exports.js';
import { MODULE_CODES } from '../modules.js';

const list = (item: z.ZodString) => commaList(item, 200, 4000);

/** `GET /api2/reports/<module>/:report`: a report name of the module, or `options`. */
export const reportParams = z.object({ report: z.string().min(1).max(40) });

/**
 * The query string every report accepts (the URL the page shares); which fields a report needs
 * is checked against its definition on the server. Dates are Kuala Lumpur calendar dates.
 */
export const reportQuery = z
  .object({
    station: list(z.string().min(1).max(40)).optional(),
    parameter: list(z.string().min(1).max(40)).optional(),
    state: z.coerce.number().int().positive().optional(),
    date: calendarDay.optional(),
    month: calendarMonth.optional(),
    year: z.coerce.number().int().min(1990).max(2100).optional(),
    from: calendarDay.optional(),
    to: calendarDay.optional(),
    statistic: z.enum(REPORT_STATISTICS).default('average'),
    basis: z.enum(['hour', 'day']).default('hour'),
    /** Yearly report: the chosen parameter's statistic (`value`) or the stations per index class (`classification`). */
    dimension: z.enum(['value', 'classification']).default('value'),
    caseID: z.string().min(1).max(60).optional(),
    level: z.enum(DATA_LEVELS).default('validated'),
    export: exportFormatQuery,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'errors:validation.range',
    path: ['to'],
  });
export type ReportQuery = z.infer<typeof reportQuery>;

/** One column of a report or query table; header and unit already in the caller's language. */
export const tableColumn = z.object({
  key: z.string(),
  header: z.string(),
  unit: z.string().optional(),
  /** Decimals numbers are rounded to in every format. */
  decimals: z.number().optional(),
});
export type TableColumn = z.infer<typeof tableColumn>;

/** A simple line or bar chart (ECharts categories and series). */
export const lineChart = z.object({
  type: z.enum(['line', 'bar']),
  categories: z.array(z.string()),
  series: z.array(z.object({ name: z.string(), data: z.array(z.number().nullable()) })),
});

/** A box plot: [min, q1, median, q3, max] per category. */
const boxplotChart = z.object({
  type: z.literal('boxplot'),
  categories: z.array(z.string()),
  series: z.array(
    z.object({
      name: z.string(),
      data: z.array(
        z.tuple([z.number(), z.number(), z.number(), z.number(), z.number()]).nullable(),
      ),
    }),
  ),
});

export const reportChart = z.discriminatedUnion('type', [lineChart, boxplotChart]);
export type ReportChart = z.infer<typeof reportChart>;

/** A report as the page shows it, in the caller's language, at the level it was read. */
export const reportAnswer = z.object({
  title: z.string(),
  parameters: z.array(z.object({ label: z.string(), value: z.string() })),
  columns: z.array(tableColumn),
  rows: z.array(z.record(z.string(), z.unknown())),
  chart: reportChart.nullable(),
  /** Sentences under the table (e.g. which days had too little data). */
  notes: z.array(z.string()),
  report: z.object({ module: z.enum(MODULE_CODES), name: z.string(), kind: z.enum(REPORT_KINDS) }),
  level: z.enum(DATA_LEVELS),
  canChooseLevel: z.boolean(),
});
export type ReportAnswer = z.infer<typeof reportAnswer>;

/** What a module's report pickers offer (`…/<module>/options`). */
export const reportOptions = z.object({
  stations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      stateId: z.number().nullable(),
      stateName: z.string().nullable(),
      isActive: z.boolean(),
      parameters: z.array(z.string()),
    }),
  ),
  parameters: z.array(
    z.object({ code: z.string(), name: z.string(), unit: z.string(), decimals: z.number() }),
  ),
  states: z.array(z.object({ id: z.number(), name: z.string() })),
  cases: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      year: z.number(),
      stateId: z.number().nullable(),
    }),
  ),
});
export type ReportOptions = z.infer<typeof reportOptions>;

/** The report, its picker options (`options`), or its export (`&export=…`). */
export const reportResponse = z.union([reportAnswer, reportOptions, exportStartedResponse]);
