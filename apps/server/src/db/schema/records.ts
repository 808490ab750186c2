import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { UploadedFileColumns } from './documents.js';
import type { ReviewedRequestColumns } from './qaqc.js';

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

export interface RecordAttachmentTable extends UploadedFileColumns {
  id: Generated<number>;
  recordKind: RecordKindColumn;
  recordId: number;
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

export interface RecordDeleteRequestTable extends ReviewedRequestColumns {
  id: Generated<number>;
  recordKind: RecordKindColumn;
  recordId: number;
  stationId: string;
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
