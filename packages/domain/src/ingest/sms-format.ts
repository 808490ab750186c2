import { LOGGER_FLAGS } from '../qaqc/codes.js';
import { isCalendarDate } from '../time/dates.js';

/**
 * The compact SMS a station sends when its network link is down (docs/sms-format.md):
 *
 *     EQMP CA01R 202611211405 PM10=45.2 PM25=30.1 CO=NA F=C
 *
 * keyword `EQMP`, the station id, the local time of the values as `YYYYMMDDhhmm`
 * (Asia/Kuala_Lumpur, UTC+8), then `PARAM=value` pairs (`NA` = no value) and an optional
 * logger flag `F=<flag>` for every value. Tokens are separated by spaces or line breaks;
 * letters may be in either case.
 */
export const SMS_KEYWORD = 'EQMP';
/** The pair key reserved for the logger flag; no parameter may be called `F`. */
export const SMS_FLAG_KEY = 'F';
/** Longest text the webhook accepts: ten concatenated SMS parts of 160 characters. */
export const SMS_MAX_LENGTH = 1600;

/**
 * Why a text is not a usable EQMP message. Locale keys `sms:reason.<code>` give the words;
 * the server adds `UNKNOWN_STATION` and `REJECTED`, which need the database.
 */
export const SMS_PARSE_ERRORS = [
  'NOT_EQMP',
  'NO_STATION',
  'BAD_TIME',
  'BAD_PAIR',
  'BAD_FLAG',
  'NO_VALUES',
] as const;
export type SmsParseError = (typeof SMS_PARSE_ERRORS)[number];

export interface SmsValue {
  readonly parameter: string;
  /** In the parameter's unit as the logger reports it; null for `NA`. */
  readonly value: number | null;
}

export interface SmsMessage {
  readonly stationId: string;
  /** The time of the values, ISO 8601 with the Malaysian offset, e.g. `2026-11-21T14:05:00+08:00`. */
  readonly ts: string;
  readonly values: readonly SmsValue[];
  readonly flag: string | null;
}

export type SmsParseResult =
  | { readonly ok: true; readonly value: SmsMessage }
  /** `detail` names the offending token or station, for the message shown to officers. */
  | { readonly ok: false; readonly code: SmsParseError; readonly detail: string };

const STATION = /^[A-Z0-9][A-Z0-9_-]{1,19}$/;
const TIME = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/;
const PAIR = /^([A-Z][A-Z0-9_]{0,19})=(.+)$/;
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

const failure = (code: SmsParseError, detail = ''): SmsParseResult => ({ ok: false, code, detail });
const pad = (n: string | number, width = 2) => String(n).padStart(width, '0');

/** The ISO time of a local `YYYYMMDDhhmm`, or null when there is no such minute. */
export function smsTimeToIso(text: string): string | null {
  const m = TIME.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (!isCalendarDate(year, month, day) || hour > 23 || minute > 59) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:00+08:00`;
}

/** Reads one SMS text; never throws. The first problem found is the one reported. */
export function parseSmsMessage(text: string): SmsParseResult {
  const tokens = text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => t.toUpperCase());
  if (tokens[0] !== SMS_KEYWORD) return failure('NOT_EQMP', tokens[0] ?? '');
  const stationId = tokens[1];
  if (!stationId || !STATION.test(stationId)) return failure('NO_STATION', stationId ?? '');
  const ts = smsTimeToIso(tokens[2] ?? '');
  if (!ts) return failure('BAD_TIME', tokens[2] ?? '');

  const values: SmsValue[] = [];
  let flag: string | null = null;
  for (const token of tokens.slice(3)) {
    const pair = PAIR.exec(token);
    if (!pair) return failure('BAD_PAIR', token);
    const [, key, raw] = pair as unknown as [string, string, string];
    if (key === SMS_FLAG_KEY) {
      if (flag !== null || !Object.hasOwn(LOGGER_FLAGS, raw)) return failure('BAD_FLAG', token);
      flag = raw;
      continue;
    }
    if (raw !== 'NA' && !NUMBER.test(raw)) return failure('BAD_PAIR', token);
    if (values.some((v) => v.parameter === key)) return failure('BAD_PAIR', token);
    values.push({ parameter: key, value: raw === 'NA' ? null : Number(raw) });
  }
  if (values.length === 0) return failure('NO_VALUES');
  return { ok: true, value: { stationId, ts, values, flag } };
}

/** The readings of a parsed message in the shape the ingestion service takes. */
export function smsReadings(
  message: SmsMessage,
): { parameter: string; ts: string; value: number | null; flag: string | null }[] {
  return message.values.map((v) => ({
    parameter: v.parameter,
    ts: message.ts,
    value: v.value,
    flag: message.flag,
  }));
}
