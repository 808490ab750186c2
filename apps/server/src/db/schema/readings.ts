import type { ColumnType, Generated, JSONColumnType } from 'kysely';

export type Source = 'logger' | 'sms' | 'manual' | 'import';

export interface QualityCodeTable {
  code: string;
  kind: 'null_reason' | 'qualifier';
  nameEn: string;
  nameMs: string;
  isActive: Generated<boolean>;
}

export interface ReadingTable {
  stationId: string;
  parameterCode: string;
  ts: Date;
  value: number | null;
  loggerFlag: string | null;
  source: Source;
  receivedAt: Date;
  autoFlag: number;
  autoChecks: JSONColumnType<Record<string, number>>;
  autoValidity: number;
  autoNullReason: string | null;
}

export interface ReadingChangeTable {
  id: Generated<number>;
  changeSet: string;
  stationId: string;
  parameterCode: string;
  ts: Date;
  kind: 'resend' | 'correct' | 'validity' | 'code' | 'delete' | 'restore';
  before: JSONColumnType<object>;
  after: JSONColumnType<object>;
  reason: string | null;
  userId: string | null;
  username: string;
  at: Date;
}

export interface ReadingStateTable {
  stationId: string;
  parameterCode: string;
  ts: Date;
  value: number | null;
  validity: number;
  nullReason: string | null;
  qualifiers: ColumnType<string[], string[] | undefined, string[]>;
  changeId: number;
  updatedAt: Date;
}

/**
 * The `current_reading` view (migration 0030): a reading as it stands now, its QA/QC changes
 * applied — the one read model of a value every reader selects from (never written).
 */
export interface CurrentReadingView {
  stationId: string;
  parameterCode: string;
  ts: Date;
  source: Source;
  receivedAt: Date;
  loggerFlag: string | null;
  autoFlag: number;
  autoChecks: JSONColumnType<Record<string, number>>;
  autoValidity: number;
  autoNullReason: string | null;
  /** As received. */
  rawValue: number | null;
  value: number | null;
  validity: number;
  nullReason: string | null;
  qualifiers: string[];
  /** Whether a QA/QC change set has touched it. */
  changed: boolean;
  /** Whether it enters an average (a usable validity and a value). */
  usable: boolean;
  /** The `reading_change` that set the current state; null while as received. */
  changeId: number | null;
}

export interface ApprovalTable {
  id: Generated<number>;
  stationId: string;
  parameterCode: string | null;
  fromTs: Date;
  toTs: Date;
  level: 2 | 3;
  userId: string;
  username: string;
  note: string | null;
  at: Date;
  reopenedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  reopenedBy: ColumnType<string | null, string | null | undefined, string | null>;
  reopenReason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ReadingHourlyTable {
  stationId: string;
  parameterCode: string;
  hour: Date;
  avg: number | null;
  min: number | null;
  max: number | null;
  count: number;
  validCount: number;
  expectedCount: number;
  capturePct: number;
  captureExclCalPct: number | null;
  validity: number;
  updatedAt: Generated<Date>;
}

export interface AirIndexHourlyTable {
  stationId: string;
  hour: Date;
  api: number | null;
  displayApi: number | null;
  category: string;
  dominant: ColumnType<string[], string[] | undefined, string[]>;
  subIndices: JSONColumnType<Record<string, number | null>>;
  updatedAt: Generated<Date>;
}

export interface StationStatusTable {
  stationId: string;
  lastTs: Date;
  lastReceivedAt: Date;
}

export interface SmsMessageTable {
  id: Generated<number>;
  receivedAt: Date;
  sender: string;
  body: string;
  status: 'parsed' | 'failed';
  error: string | null;
  stationId: string | null;
  readings: Generated<number>;
  parsedAt: Date | null;
}
