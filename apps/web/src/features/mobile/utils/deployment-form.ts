import { localParts, readingInstant, type Deployment, type DeploymentInput } from '@eqmp/domain';
import dayjs, { type Dayjs } from 'dayjs';

/** What the deployment form holds: dates from the pickers, times as typed (spec §5 rules). */
export interface DeploymentFormValues {
  stationId: string;
  place: string;
  longitude: number;
  latitude: number;
  startDate: Dayjs;
  startTime: string;
  endDate?: Dayjs | null;
  endTime?: string | null;
  reason: string;
}

/** Whether a typed time is accepted by the spec §5 rule (5 characters get ':00', longer are cut). */
export function isTimeText(time: string): boolean {
  return readingInstant('2000-01-01', time).ok;
}

/** A picked local day and a typed time → the instant (rounded to :00/:30), as ISO text. */
export function instantOf(day: Dayjs, time: string): string | null {
  const found = readingInstant(day.format('YYYY-MM-DD'), time);
  return found.ok ? new Date(found.ts).toISOString() : null;
}

/** The form's values as the API's body; null when a time cannot be read. */
export function toBody(values: DeploymentFormValues): DeploymentInput | null {
  const startsAt = instantOf(values.startDate, values.startTime);
  const endsAt =
    values.endDate && values.endTime ? instantOf(values.endDate, values.endTime) : null;
  if (startsAt === null || (values.endDate && values.endTime && endsAt === null)) return null;
  return {
    stationId: values.stationId,
    place: values.place.trim(),
    longitude: values.longitude,
    latitude: values.latitude,
    startsAt,
    endsAt,
    reason: values.reason.trim(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored instant as the form's local day (for the picker) and `HH:MM` (Kuala Lumpur). */
function localDayAndTime(iso: string): { day: Dayjs; time: string } {
  const p = localParts(iso);
  return {
    day: dayjs(`${p.year}-${pad(p.month)}-${pad(p.day)}`),
    time: `${pad(p.hour)}:${pad(p.minute)}`,
  };
}

/** A stored deployment as the form's starting values (editing). */
export function toFormValues(d: Deployment): DeploymentFormValues {
  const start = localDayAndTime(d.startsAt);
  const end = d.endsAt ? localDayAndTime(d.endsAt) : null;
  return {
    stationId: d.stationId,
    place: d.place,
    longitude: d.longitude,
    latitude: d.latitude,
    startDate: start.day,
    startTime: start.time,
    endDate: end?.day ?? null,
    endTime: end?.time ?? null,
    reason: d.reason,
  };
}
