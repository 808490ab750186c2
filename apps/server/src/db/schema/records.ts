import type { ColumnType, Generated, JSONColumnType } from 'kysely';

export type RecordKindColumn = 'maintenance' | 'calibration';
export type RecordStatus = 'active' | 'delete_requested' | 'deleted';

/** `maintenance_record` and `calibration_record` share this shape. */
export interface StationRecordTable {
  id: Generated<number>;
  stationId: string;
  fromTs: Date;
  toTs: Date;
  type: string;
  people: ColumnType<string[], string[], string[]>;
  remarks: string;
  status: ColumnType<RecordStatus, RecordStatus | undefined, RecordStatus>;
  createdBy: string;
  createdAt: Date;
  updatedBy: string;
  updatedAt: Date;
}

export interface CalibrationPointTable {
  id: Generated<number>;
  recordId: number;
  parameterCode: string;
  kind: 'zero' | 'span' | 'point';
  expected: number;
  measured: number;
  absTolerance: number;
  relTolerancePct: number;
  passed: boolean;
}

export interface RecordParameterTable {
  recordKind: RecordKindColumn;
  recordId: number;
  parameterCode: string;
  bufferMinutes: number;
  suspectFrom: Date | null;
  suspectTo: Date | null;
}

export interface RecordAttachmentTable {
  id: Generated<number>;
  recordKind: RecordKindColumn;
  recordId: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
  uploadedBy: string;
  uploadedAt: Date;
  removedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  removedBy: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RecordMarkTable {
  stationId: string;
  parameterCode: string;
  ts: Date;
  base: JSONColumnType<object>;
  applied: JSONColumnType<object>;
  changeId: number;
}

export interface RecordDeleteRequestTable {
  id: Generated<number>;
  recordKind: RecordKindColumn;
  recordId: number;
  stationId: string;
  reason: string;
  requesterId: string;
  requesterName: string;
  requestedAt: Date;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  reviewerId: string | null;
  reviewerName: string | null;
  reviewedAt: Date | null;
  reviewNote: string | null;
  changeSet: string | null;
}

export interface RecordSettingTable {
  id: Generated<number>;
  parameterCode: string | null;
  bufferMinutes: number;
  absTolerance: number;
  relTolerancePct: number;
  validFrom: Date;
  setBy: string;
  setAt: Date;
}
