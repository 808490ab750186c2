import {
  CROSSTAB_LAYOUTS, DATA_LEVELS, DEFAULT_FREQUENCY_CLASSES, exportFormatQuery, isValidFrequencyEdges, isValidSpeedEdges, MAX_FREQUENCY_CLASSES, QUERY_INTERVALS, QUERY_KINDS,
} from '@eqmp/domain';
import { z } from 'zod';

/** A comma list (`a,b,c`) as distinct trimmed items; empty when absent. */
const list = <T extends z.ZodType>(item: T) =>
  z
    .string()
    .max(4000)
    .optional()
    .transform((text) => [...new Set((text ?? '').split(',').map((s) => s.trim()).filter(Boolean))])
    // Each item is checked by its own schema (numbers are coerced from the text).
    .pipe(z.array(item).max(500) as unknown as z.ZodType<z.output<T>[], string[]>);

const code = z.string().max(40).regex(/^[A-Za-z0-9_.-]+$/);
const id = z.coerce.number().int().positive();
const num = z.coerce.number().refine(Number.isFinite);
/** A local date `YYYY-MM-DD` (a whole Kuala Lumpur day) or an instant with its offset. */
const when = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional();

/** `:kind` of `/api2/query/<module>/:kind`: the lists to choose from, or one of the outputs. */
export const queryParams = z.object({ kind: z.enum(['options', ...QUERY_KINDS]) });

/** Every query option of spec §2, from the URL (the web page keeps the same names in its own URL). */
export const queryString = z
  .object({
    from: when,
    to: when,
    stations: list(code),
    parameters: list(code),
    states: list(id),
    basins: list(id),
    rivers: list(id),
    categories: list(z.string().max(100)),
    level: z.enum(DATA_LEVELS).default('validated'),
    interval: z.enum(QUERY_INTERVALS).default('day'),
    /** Cross-tab layout: a row per site or a row per time bucket. */
    by: z.enum(CROSSTAB_LAYOUTS).default('site'),
    /** Windrose speed class edges in m/s, the first being the calm threshold. */
    speedClasses: list(num).refine((e) => e.length === 0 || isValidSpeedEdges(e), { message: 'query:errors.speedClasses' }),
    /** Frequency table: how many classes, or the class edges themselves. */
    classes: z.coerce.number().int().min(1).max(MAX_FREQUENCY_CLASSES).default(DEFAULT_FREQUENCY_CLASSES),
    classEdges: list(num).refine((e) => e.length === 0 || isValidFrequencyEdges(e), { message: 'query:errors.classEdges' }),
    export: exportFormatQuery,
  })
  .refine((q) => !q.from || !q.to || rangeStart(q.from) < rangeEnd(q.to), { message: 'errors:validation.range', path: ['to'] });

export type QueryString = z.infer<typeof queryString>;

const DAY_MS = 86_400_000;
const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** Where a range starts: a local date's first instant, or the instant given. */
export function rangeStart(from: string): number {
  return isDate(from) ? Date.parse(`${from}T00:00:00+08:00`) : Date.parse(from);
}

/** Where a range ends (excluded): the day after a local date, or the instant given. */
export function rangeEnd(to: string): number {
  return isDate(to) ? Date.parse(`${to}T00:00:00+08:00`) + DAY_MS : Date.parse(to);
}
