import { z } from 'zod';
import { SAMPLE_STATES } from '../sampling/custody.js';
import { SAMPLING_MODULES } from '../sampling/sampling-access.js';
import { calendarDay, calendarMonth, commaList, typedDay, typedTime } from './common.js';

/** The small field schemas the manual programmes' contracts share (not part of the API's names). */

export const samplingModule = z.enum(SAMPLING_MODULES);
export const state = z.enum(SAMPLE_STATES);
export const id = z.string().trim().min(1).max(40);
export const isoDay = calendarDay;
export const month = calendarMonth;
/** A date as the forms take it, `DD/MM/YYYY`; its rules (spec §5) are the service's, with their own messages. */
export const formDate = typedDay;
/** A time as typed; the spec §5 rules decide ('Incorrect time format'). */
export const formTime = typedTime;
export const text = (max: number) => z.string().trim().max(max);
export const qualifier = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{2,4}$/);
export const list = <T extends z.ZodType<string, string>>(item: T) => commaList(item, 20, 2000);
