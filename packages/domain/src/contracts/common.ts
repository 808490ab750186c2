import { z } from 'zod';

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

/** An instant: a `Date` on the server, an ISO 8601 text with its offset on the wire. */
export const timestamp = z.codec(z.iso.datetime({ offset: true }), z.date(), {
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
