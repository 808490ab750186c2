import { z } from 'zod';
import { ALERT_GROUPS, ALERT_KINDS, ALERT_MODULES, ALERT_STATUSES } from '../alerts/alert-kinds.js';
import { ALERT_SCOPES } from '../alerts/alert-pages.js';
import { ALERT_SETTING_KEYS, type AlertSettings } from '../alerts/alert-settings.js';
import { MODULE_CODES, type ModuleCode } from '../modules.js';
import { bigintId, numericIdParams, pageOf, pageQuery, timestamp } from './common.js';

/** The languages a recipient's alert mails are written in. */
const RECIPIENT_LANGUAGES = ['en', 'ms'] as const;

/** `GET /api2/alerts`: a module's alerts of one group (or all, for alert management). */
export const alertListQuery = pageQuery
  .extend({
    module: z.enum(MODULE_CODES),
    group: z.enum([...ALERT_GROUPS, 'management']).optional(),
    scope: z.enum(ALERT_SCOPES).default('pending'),
    status: z.enum(ALERT_STATUSES).optional(),
    kind: z.enum(ALERT_KINDS).optional(),
    stateId: z.coerce.number().int().positive().optional(),
    from: timestamp.optional(),
    to: timestamp.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from < q.to, {
    message: 'errors:validation.range',
    path: ['to'],
  });

export const alertParams = numericIdParams;

/** The fields of an alert episode (one row per episode). */
const alertFields = {
  id: bigintId,
  kind: z.enum(ALERT_KINDS),
  module: z.enum(MODULE_CODES),
  stationId: z.string(),
  stateId: z.number().nullable(),
  parameterCode: z.string().nullable(),
  averaging: z.string().nullable(),
  status: z.enum(ALERT_STATUSES),
  value: z.number().nullable(),
  peakValue: z.number().nullable(),
  limitValue: z.number().nullable(),
  unit: z.string().nullable(),
  standardVersion: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  valueAt: timestamp,
  openedAt: timestamp,
  lastSeenAt: timestamp,
  conditionEndedAt: timestamp.nullable(),
  acknowledgedAt: timestamp.nullable(),
  acknowledgedBy: z.string().nullable(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  closedAt: timestamp.nullable(),
  closedBy: z.string().nullable(),
  closeReason: z.string().nullable(),
};

/** An alert as a list shows it, with its station, state and parameter names. */
export const alertRow = z.object({
  ...alertFields,
  stationName: z.string(),
  stateName: z.string().nullable(),
  parameterNameEn: z.string().nullable(),
  parameterNameMs: z.string().nullable(),
});
export type AlertRow = z.input<typeof alertRow>;

export const alertListResponse = pageOf(alertRow);
export type AlertListResponse = z.input<typeof alertListResponse>;

/** An alert after a handling step (acknowledge, assign, remarks, close). */
export const alertRecord = z.object(alertFields);
export type AlertRecord = z.input<typeof alertRecord>;

/** One step of an alert's history. */
const alertEvent = z.object({
  id: bigintId,
  at: timestamp,
  action: z.string(),
  username: z.string(),
  note: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});

/** One alert with its names and history, and whether the caller may handle it. */
export const alertDetailResponse = alertRow.extend({
  canUpdate: z.boolean(),
  events: z.array(alertEvent),
});
export type AlertDetail = z.input<typeof alertDetailResponse>;

/** Users who may handle the alert (assignment candidates). */
export const alertAssigneesResponse = z.array(
  z.object({ id: z.string(), username: z.string(), fullName: z.string() }),
);
export type AlertAssignee = z.input<typeof alertAssigneesResponse>[number];

const note = z.string().trim().max(2000);
export const alertAcknowledgeBody = z.object({ note: note.optional() });
export const alertAssignBody = z.object({ userId: z.uuid(), note: note.optional() });
export const alertRemarkBody = z.object({ note: note.min(1) });
export const alertCloseBody = z.object({ reason: note.min(1) });

/** `GET /api2/alerts/counters`: one module, optionally one state (by name). */
export const alertCountersQuery = z.object({
  module: z.enum(MODULE_CODES).optional(),
  state: z.string().trim().min(1).max(100).optional(),
});

/**
 * The alert counts of spec §3 (pending alerts), and the same NPE counts of the continuous river
 * and marine modules, which raise NPE alerts too.
 */
export const alertCountersResponse = z.object({
  totalDataTransmission: z.object({ total: z.number() }),
  totalExceedance: z.object({ total: z.number() }),
  MRWQMNPE1: z.number(),
  MRWQMNPE2: z.number(),
  MMWQMNPE1: z.number(),
  MMWQMNPE2: z.number(),
  CRWQMNPE1: z.number(),
  CRWQMNPE2: z.number(),
  CMWQMNPE1: z.number(),
  CMWQMNPE2: z.number(),
});
export type AlertCounters = z.input<typeof alertCountersResponse>;

/** The header badge: pending and new (24 h) alerts the caller may read, per module. */
export const alertBadgeResponse = z.object({
  pending: z.number(),
  recent: z.number(),
  modules: z.array(
    z.object({ module: z.enum(MODULE_CODES), pending: z.number(), recent: z.number() }),
  ),
});
export type AlertBadge = z.input<typeof alertBadgeResponse>;

export const alertSettingParams = z.object({ key: z.enum(ALERT_SETTING_KEYS) });

/**
 * `PUT /api2/alert-settings/:key`: the fields of one setting set. Which fields a set has depends
 * on its key, so the server checks them against that set's own rules (unknown fields refused).
 */
export const alertSettingBody = z.record(z.string(), z.unknown());

/** One setting set as stored (or its default, never stored). */
export const alertSettingResponse = z.object({
  key: z.enum(ALERT_SETTING_KEYS),
  /** The set's fields (see `AlertSettings`; each set has its own). */
  data: z.custom<AlertSettings[keyof AlertSettings]>(
    (value) => typeof value === 'object' && value !== null,
  ),
  updatedAt: timestamp.nullable(),
  updatedBy: z.string().nullable(),
});
export type AlertSetting = z.input<typeof alertSettingResponse>;

const alertRecipient = z.object({
  id: z.number(),
  settingKey: z.enum(ALERT_SETTING_KEYS),
  module: z.enum(MODULE_CODES).nullable(),
  stateId: z.number().nullable(),
  stateName: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The language of the recipient's mails and SMS. */
  language: z.enum(RECIPIENT_LANGUAGES),
});
export type AlertRecipient = z.input<typeof alertRecipient>;

export const alertSettingsResponse = z.object({
  settings: z.array(alertSettingResponse),
  recipients: z.array(alertRecipient),
});
export type AlertSettingsAnswer = z.input<typeof alertSettingsResponse>;

/** The Straits of Johor's exceedance alert recipients, kept by `Update Exceedance Alert SOJ`. */
export const sojAlertRecipientsResponse = z.array(alertRecipient);

export const alertRecipientParams = z.object({ id: z.coerce.number().int().positive() });
export const alertRecipientCreated = z.object({ id: z.number() });
export type AlertRecipientCreated = z.input<typeof alertRecipientCreated>;

/** A recipient of new alerts of a setting set: an email address or a phone, optionally one module and state. */
export const alertRecipientBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    email: z.email().max(200).optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 -]{6,20}$/, 'errors:validation.invalid')
      .optional(),
    module: z.enum(ALERT_MODULES as [ModuleCode, ...ModuleCode[]]).optional(),
    stateId: z.number().int().positive().optional(),
    language: z.enum(RECIPIENT_LANGUAGES).default('en'),
  })
  .refine((b) => b.email || b.phone, {
    message: 'alerts:recipients.contactRequired',
    path: ['email'],
  });
export type AlertRecipientBody = z.input<typeof alertRecipientBody>;
