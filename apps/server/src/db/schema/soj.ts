import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** A local day `YYYY-MM-DD`, stored as `date`; read back cast to text. */
type LocalDay = ColumnType<string, string, string>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface SojParameterTable {
  code: string;
  nameEn: string;
  nameMs: string;
  unit: string;
  method: string;
  decimals: number;
  sortOrder: number;
}

export interface SojStationTable {
  stationId: string;
  side: 'MY' | 'SG';
  stationGroup: string;
}

export interface SojCriterionTable {
  id: Generated<number>;
  kind: 'standard' | 'benchmark';
  version: string;
  effectiveFrom: LocalDay;
  source: string;
  parameterCode: string;
  stationGroup: string | null;
  min: number | null;
  max: number | null;
  createdAt: CreatedAt;
  createdBy: string;
}

export interface SojIdentityCodeTable {
  id: Generated<string>;
  userId: string;
  sessionId: string;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
  attempts: Generated<number>;
  usedAt: Date | null;
}

export interface SojSessionTable {
  id: Generated<string>;
  userId: string;
  sessionId: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
}

export interface SojRoundTable {
  id: Generated<number>;
  stationId: string;
  quarter: string;
  plannedOn: LocalDay;
  sampledOn: LocalDay | null;
  status: 'planned' | 'entered' | 'returned' | 'verified' | 'approved';
  enteredBy: string | null;
  enteredByName: string | null;
  verifiedBy: string | null;
  verifiedByName: string | null;
  approvedBy: string | null;
  approvedByName: string | null;
  remarks: string | null;
  updatedAt: Date;
}

export interface SojResultTable {
  roundId: number;
  parameterCode: string;
  value: number;
  censored: boolean;
}

export interface SojRoundEventTable {
  id: Generated<number>;
  roundId: number;
  action: string;
  fromStatus: string;
  toStatus: string;
  userId: string | null;
  username: string;
  at: Date;
  remarks: string | null;
  data: JSONColumnType<object>;
}

export interface SojExceedanceTable {
  id: Generated<number>;
  roundId: number;
  stationId: string;
  parameterCode: string;
  sampledOn: LocalDay;
  value: number;
  min: number | null;
  max: number | null;
  standardVersion: string;
  raisedAt: Date;
  withdrawnAt: Date | null;
}

/** One result changed by the delete-data flow, before and after (null: no result). */
export interface SojResultChangeTable {
  id: Generated<number>;
  changeSet: string;
  kind: 'delete' | 'restore';
  stationId: string;
  roundId: number;
  parameterCode: string;
  sampledOn: LocalDay;
  beforeValue: number | null;
  beforeCensored: boolean | null;
  afterValue: number | null;
  afterCensored: boolean | null;
  exceedanceId: number | null;
  reason: string;
  userId: string | null;
  username: string;
  at: Date;
}
