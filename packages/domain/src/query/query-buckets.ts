import { KL_OFFSET_MS } from '../time/kuala-lumpur.js';
import type { QueryInterval } from './query-definition.js';
import { HOUR_MS } from '../time/units.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** The Kuala Lumpur bucket key of an hour start: `YYYY-MM-DD HH:00`, `YYYY-MM-DD` or `YYYY-MM`. */
export function bucketKey(hourStartMs: number, interval: QueryInterval): string {
  const d = new Date(hourStartMs + KL_OFFSET_MS);
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  if (interval === 'hour') return `${day} ${pad(d.getUTCHours())}:00`;
  return interval === 'day' ? day : day.slice(0, 7);
}

/**
 * The start (epoch ms) of every bucket of [from, end) (hour-aligned), in order; the first is
 * `from` itself. Used to cut long ranges into windows on bucket edges.
 */
export function bucketStarts(from: number, end: number, interval: QueryInterval): number[] {
  const starts: number[] = [];
  let last = '';
  for (let t = Math.ceil(from / HOUR_MS) * HOUR_MS; t < end; t += HOUR_MS) {
    const key = bucketKey(t, interval);
    if (key !== last) starts.push(t);
    last = key;
  }
  return starts;
}

/** Every bucket key of [from, end), in order: the axis of graphs and cross-tabs (empty ones too). */
export function bucketKeys(from: number, end: number, interval: QueryInterval): string[] {
  return bucketStarts(from, end, interval).map((t) => bucketKey(t, interval));
}

/** How many buckets [from, end) has (for the size limit). */
export function bucketCount(from: number, end: number, interval: QueryInterval): number {
  if (interval === 'hour')
    return Math.max(0, Math.ceil((end - Math.ceil(from / HOUR_MS) * HOUR_MS) / HOUR_MS));
  return bucketStarts(from, end, interval).length;
}
