import { localIsoText } from '@eqmp/domain';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * The pickers show Malaysia wall-clock time whatever the browser's own zone: a picker value is a
 * naive date-time read as Kuala Lumpur time, and goes to the server with the +08:00 offset.
 */
export function pickerValueOf(instant: string): Dayjs {
  return dayjs(localIsoText(instant).slice(0, 16));
}

/** The instant a picker's Malaysia wall-clock value names, as ISO text with +08:00. */
export function instantOf(value: Dayjs): string {
  return `${value.format('YYYY-MM-DDTHH:mm')}:00+08:00`;
}

/** A period of whole Malaysia days [first day 00:00, the day after the last) from a date range. */
export function dayRangeOf(first: Dayjs, last: Dayjs): { from: string; to: string } {
  return {
    from: `${first.format('YYYY-MM-DD')}T00:00:00+08:00`,
    to: `${last.add(1, 'day').format('YYYY-MM-DD')}T00:00:00+08:00`,
  };
}
