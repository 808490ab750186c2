import type { AlertKind, AlertSettingKey, AlertStatus, ModuleCode } from '@eqmp/domain';
import type { Generated, JSONColumnType } from 'kysely';

/** One episode of one alert condition (migration 0007-alerts). */
export interface AlertTable {
  id: Generated<string>;
  episodeKey: string;
  kind: AlertKind;
  module: ModuleCode;
  stationId: string;
  stateId: number | null;
  parameterCode: string | null;
  averaging: string | null;
  status: AlertStatus;
  value: number | null;
  peakValue: number | null;
  limitValue: number | null;
  unit: string | null;
  standardVersion: string | null;
  detail: JSONColumnType<Record<string, unknown>>;
  valueAt: Date;
  openedAt: Date;
  lastSeenAt: Date;
  conditionEndedAt: Date | null;
  acknowledgedAt: Date | null;
  acknowledgedBy: string | null;
  assigneeId: string | null;
  assigneeName: string | null;
  closedAt: Date | null;
  closedBy: string | null;
  closeReason: string | null;
  notifiedAt: Date | null;
  /** The ongoing episode's condition has been clear since then (migration 0025). */
  clearSince: Generated<Date | null>;
}

/** One step of an alert's history: opened, updated, limit changed, acknowledged, assigned, remark, closed, notified. */
export interface AlertEventTable {
  id: Generated<string>;
  alertId: string;
  at: Date;
  action: string;
  userId: string | null;
  username: string;
  note: string | null;
  data: JSONColumnType<Record<string, unknown>>;
}

/** The live value of one alert setting set (the domain default when no row exists). */
export interface AlertSettingTable {
  key: AlertSettingKey;
  data: JSONColumnType<Record<string, unknown>>;
  updatedAt: Date;
  updatedBy: string;
}

/** Who is told about new alerts of a setting set, optionally only of one module and state. */
export interface AlertRecipientTable {
  id: Generated<number>;
  settingKey: AlertSettingKey;
  module: ModuleCode | null;
  stateId: number | null;
  name: string;
  email: string | null;
  phone: string | null;
  /** The language of the recipient's mails (migration 0025). */
  language: Generated<'en' | 'ms'>;
  createdAt: Date;
}

/** An episode key whose condition holds but has not yet held the rule's minimum duration (migration 0025). */
export interface AlertOnsetTable {
  episodeKey: string;
  stationId: string;
  since: Date;
  seenAt: Date;
}

/** When a station's data was last evaluated: the sweep re-evaluates stations with newer data (restart-safe). */
export interface AlertStationMarkTable {
  stationId: string;
  evaluatedAt: Date;
}

/**
 * An approved manual sample whose exceedance and NPE alerts are still to be judged (migration
 * 0021): written with the approval, deleted by the engine in the transaction that judges it.
 */
export interface AlertPendingApprovalTable {
  id: Generated<number>;
  sampleId: number | null;
  stationId: string;
  at: Date;
  sampleValues: JSONColumnType<Record<string, number>>;
  notify: boolean;
  createdAt: Date;
}
