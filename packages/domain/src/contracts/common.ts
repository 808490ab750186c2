import { z } from 'zod';
import { isInDateWindow } from '../limits/request-bounds.js';
import { isCalendarDate } from '../time/dates.js';
import { DAY_MS } from '../time/units.js';

/** Paging and search of a list (`?page=1&pageSize=20&search=…`). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  search: z.string().trim().max(100).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

const pageFields = { total: z.number(), page: z.number(), pageSize: z.number() };

/** One page of a list: its items, the total over every page, and the page asked for. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), ...pageFields });
}

/** One page of a list as the web reads it: `Page<Row>` is the wire shape of `pageOf(row)`. */
export type Page<T> = { items: T[] } & z.input<z.ZodObject<typeof pageFields>>;

/**
 * `schema` checked for a period of instants: `from` before `to`, and at most `maxDays` days
 * between them. Both problems are reported on `to`.
 */
export function instantRangeWithin<S extends z.ZodType<{ from: string; to: string }>>(
  schema: S,
  maxDays: number,
): S {
  return schema
    .refine((q) => Date.parse(q.from) < Date.parse(q.to), {
      message: 'errors:validation.range',
      path: ['to'],
    })
    .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= maxDays * DAY_MS, {
      message: 'errors:validation.range',
      path: ['to'],
    });
}

/**
 * Dates on the wire: every calendar day, month and instant of every contract is one of the
 * schemas below, so each is checked the same way before any code sees it: it must exist in the
 * calendar (2026-02-30 and 2026-13-01 do not) and lie in the date window (1970–2100); a refusal
 * names the field. A refusal also stops the object's own refinements, which may then rely on
 * their fields being what the schemas promise (a `Date`, a real day).
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** ISO 8601 with its offset: seconds and fraction optional, offset `Z`, `±HH:MM` or `±HHMM`. */
const INSTANT =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/;
const FIRST_YEAR = 1970;
const LAST_YEAR = 2100;

type DateProblem = 'format' | 'window' | null;

function dayProblem(text: string): DateProblem {
  const m = DAY.exec(text);
  if (!m || !isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]))) return 'format';
  return Number(m[1]) >= FIRST_YEAR && Number(m[1]) <= LAST_YEAR ? null : 'window';
}

function monthProblem(text: string): DateProblem {
  const m = MONTH.exec(text);
  if (!m) return 'format';
  return Number(m[1]) >= FIRST_YEAR && Number(m[1]) <= LAST_YEAR ? null : 'window';
}

function instantProblem(text: string): DateProblem {
  const m = INSTANT.exec(text);
  if (!m || dayProblem(m[1] ?? '') === 'format') return 'format';
  return isInDateWindow(Date.parse(text)) ? null : 'window';
}

/** A text checked by `problem`; the first refusal ends the parse (`continue: false`). */
function dateText(
  problem: (text: string) => DateProblem,
  formatMessage: string,
  jsonSchema: { format: string } | { pattern: string },
) {
  return z
    .string()
    .superRefine((text, ctx) => {
      const found = problem(text);
      if (found === null) return;
      ctx.addIssue({
        code: 'custom',
        message: found === 'format' ? formatMessage : 'security:validation.dateWindow',
        input: text,
        continue: false,
      });
    })
    .meta(jsonSchema);
}

/** A calendar day `YYYY-MM-DD` (a Kuala Lumpur day where a contract says so); text on both sides. */
export const calendarDay = dateText(dayProblem, 'errors:validation.day', { format: 'date' });

/** A month `YYYY-MM`; text on both sides. */
export const calendarMonth = dateText(monthProblem, 'errors:validation.month', {
  pattern: MONTH.source,
});

/** An instant as ISO 8601 text with its offset, kept as text (for code that passes it on as given). */
export const instantText = dateText(instantProblem, 'errors:validation.instant', {
  format: 'date-time',
});

/** A calendar day (a whole Kuala Lumpur day) or an instant with its offset; text on both sides. */
export const dayOrInstant = dateText(
  (text) => (DAY.test(text) ? dayProblem(text) : instantProblem(text)),
  'errors:validation.dayOrInstant',
  { format: 'date-time' },
);

/**
 * A day as a person typed it on a form or in a file row (`DD/MM/YYYY`). It stays text here: the
 * spec §5 rules (`formDate`, `dmyToIso`) read it where it is used and answer their own codes
 * (`INCORRECT_DATE_FORMAT`, `INVALID_DATE`), per row in an import, so one bad row never costs the
 * others.
 */
export const typedDay = z.string().trim().max(20);

/** A time of day as typed; the spec §5 rules decide ('Incorrect time format'). */
export const typedTime = z.string().max(20);

/** An instant: a `Date` on the server, an ISO 8601 text with its offset on the wire. */
export const timestamp = z.codec(instantText, z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/**
 * A comma list in a query (`a,b,c`): its trimmed, non-empty items, each checked by `item`; at most
 * `maxItems` items in at most `maxLength` characters.
 */
export function commaList<T extends z.ZodType<string, string>>(
  item: T,
  maxItems: number,
  maxLength: number,
) {
  return z
    .string()
    .max(maxLength)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(maxItems));
}

/** A numeric id in the path (`/:id`), kept as text (bigint columns). */
export const numericIdParams = z.object({
  id: z.string().regex(/^\d{1,18}$/, 'errors:validation.invalid'),
});

/**
 * A bigint id: text on the wire. Both databases read int8 as a number (see the server's
 * database setup), so the server may hold either.
 */
export const bigintId = z.codec(z.string(), z.union([z.string(), z.number()]), {
  decode: (text) => text,
  encode: (value) => String(value),
});
