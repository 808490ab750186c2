import type { Expression, ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { StaValue } from './sta-expression.js';
import { typeRefused, type StaType } from './sta-functions.js';

/** The expressions of a `$filter` over Observations: the columns of `reading_hourly as r`. */
export type Hourly = ExpressionBuilder<Database & { r: Database['readingHourly'] }, 'r'>;

/** What the compiler needs besides the filter: the clock and the stations' points. */
export interface ObservationSqlContext {
  readonly now: number;
  /** The public stations' points (longitude, latitude), for a spatial test of their feature. */
  readonly points: ReadonlyMap<string, readonly [number, number]>;
}

/** A compiled part: SQL of a kind, a value known before the query, or the station's point. */
export type Part =
  /** `plain`: a column of a public value (never null there), not computed. */
  | { readonly sql: Expression<any>; readonly t: StaType; readonly plain?: boolean }
  | { readonly value: StaValue }
  | { readonly stationPoint: true };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A value known before the query, as a bound parameter of its SQL type. */
export function bound(eb: Hourly, value: Exclude<StaValue, null>): Expression<any> {
  switch (value.t) {
    case 'number':
      return eb.cast(eb.val(value.v), 'double precision');
    case 'string':
      return eb.cast(eb.val(value.v), 'text');
    case 'boolean':
      return eb.cast(eb.val(value.v), 'boolean');
    case 'datetime':
      return eb.cast(eb.val(new Date(value.v).toISOString()), 'timestamptz');
    case 'date':
      return eb.cast(eb.val(value.v), 'date');
    case 'time': {
      const s = value.v;
      const text = `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${(s % 60).toFixed(3).padStart(6, '0')}`;
      return eb.cast(eb.val(text), 'time');
    }
    case 'geography':
      throw typeRefused('a geography outside a spatial function');
  }
}

/** A part as SQL of the kind `want` (text holding an instant or a day is read as one). */
export function sqlOf(eb: Hourly, part: Part, want: StaType, what: string): Expression<any> | null {
  if ('stationPoint' in part) throw typeRefused(what);
  if ('sql' in part) {
    if (part.t !== want) throw typeRefused(what);
    return part.sql;
  }
  const v = part.value;
  if (v === null) return null;
  if (v.t === want) return bound(eb, v);
  if (v.t === 'string' && want === 'datetime' && !Number.isNaN(Date.parse(v.v)))
    return bound(eb, { t: 'datetime', v: Date.parse(v.v) });
  if (v.t === 'string' && want === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(v.v))
    return bound(eb, { t: 'date', v: v.v });
  throw typeRefused(what);
}

export const kindOf = (part: Part): StaType | null =>
  'stationPoint' in part ? 'geography' : 'sql' in part ? part.t : (part.value?.t ?? null);
