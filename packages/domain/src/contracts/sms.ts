import { z } from 'zod';
import { SMS_MAX_LENGTH } from '../ingest/sms-format.js';
import { instantText, pageOf, pageQuery, timestamp } from './common.js';

/** Contracts of the SMS gateway webhook and the SMS poll table. */

export const SMS_STATUSES = ['parsed', 'failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/** A station SMS as the gateway posts it (`Authorization: Gateway <key>`). */
export const smsGatewayBody = z.object({
  from: z.string().trim().min(1).max(40),
  text: z.string().max(SMS_MAX_LENGTH),
  received_at: instantText.optional(),
});

/** A stored message and how its parse went. */
export const smsMessage = z.object({
  id: z.number(),
  receivedAt: timestamp,
  sender: z.string(),
  body: z.string(),
  status: z.enum(SMS_STATUSES),
  /** `PENDING`, a parser reason (`NOT_EQMP`, `BAD_TIME`, …), `UNKNOWN_STATION` or `REJECTED`. */
  errorCode: z.string().nullable(),
  /** The reason in words, in the language of the request that parsed the message. */
  error: z.string().nullable(),
  stationId: z.string().nullable(),
  readings: z.number(),
  parsedAt: timestamp.nullable(),
});
export type SmsMessageRow = z.input<typeof smsMessage>;

export const smsListQuery = pageQuery.extend({ status: z.enum(SMS_STATUSES).optional() });
export const smsListResponse = pageOf(smsMessage);

export const smsParams = z.object({ id: z.coerce.number().int().positive() });
