import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type {
  Censoring,
  LabImportMapping,
  LabQcKind,
  SampleState,
  SamplingFrequency,
  SamplingModule,
} from '@eqmp/domain';

/** A `date` column: written as `YYYY-MM-DD` text, read as the same text (see create-db). */
type Day = ColumnType<string, string, string>;

export interface SamplingScheduleTable {
  id: Generated<number>;
  module: SamplingModule;
  stationId: string;
  frequency: SamplingFrequency;
  team: string;
  startsOn: Day;
  endsOn: Day;
  note: string | null;
  userId: string | null;
  username: string;
  createdAt: Date;
}

export interface LabBatchTable {
  id: Generated<number>;
  module: SamplingModule;
  lab: string;
  reference: string;
  receivedOn: Day | null;
  userId: string | null;
  username: string;
  createdAt: Date;
}

export interface SampleTable {
  id: Generated<number>;
  code: string;
  module: SamplingModule;
  stationId: string;
  scheduleId: number | null;
  caseId: number | null;
  roundLabel: string | null;
  plannedOn: Day;
  team: string | null;
  state: SampleState;
  collectedAt: Date | null;
  weather: string | null;
  observations: string | null;
  notCollectedReason: string | null;
  batchId: number | null;
  submitterIds: ColumnType<string[], string[] | undefined, string[]>;
  createdAt: Date;
  updatedAt: Date;
}

export interface SampleEventTable {
  id: Generated<number>;
  sampleId: number;
  fromState: SampleState | null;
  toState: SampleState;
  userId: string | null;
  username: string;
  at: Date;
  note: string | null;
}

export interface SampleResultTable {
  id: Generated<number>;
  sampleId: number;
  parameterCode: string;
  origin: 'field' | 'lab';
  reported: string;
  value: number;
  censored: Censoring;
  detectionLimit: number | null;
  detectionLimitType: string | null;
  unit: string;
  method: string | null;
  qualifiers: ColumnType<string[], string[] | undefined, string[]>;
  analysedOn: Day | null;
  labSampleId: string | null;
  batchId: number | null;
  userId: string | null;
  username: string;
  enteredAt: Date;
}

export interface SamplePhotoTable {
  id: Generated<number>;
  sampleId: number;
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
  username: string;
  at: Date;
}

export interface LabQcObjectiveTable {
  id: Generated<number>;
  parameterCode: string;
  version: string;
  effectiveFrom: Day;
  blankMax: number | null;
  rpdMax: number | null;
  recoveryMin: number | null;
  recoveryMax: number | null;
  source: string;
  username: string;
  createdAt: Date;
}

export interface LabQcSampleTable {
  id: Generated<number>;
  batchId: number;
  kind: LabQcKind;
  parameterCode: string;
  sampleId: number | null;
  value: number;
  spikeAdded: number | null;
  verdict: 'pass' | 'fail' | 'not_evaluated';
  measure: number | null;
  limitMin: number | null;
  limitMax: number | null;
  objectiveVersion: string | null;
  username: string;
  at: Date;
}

export interface LabImportTable {
  id: Generated<number>;
  module: SamplingModule;
  batchId: number;
  fileName: string;
  headers: JSONColumnType<string[]>;
  rows: JSONColumnType<string[][]>;
  userId: string;
  username: string;
  createdAt: Date;
  importedAt: Date | null;
  outcome: JSONColumnType<object> | null;
}

export interface LabImportMappingTable {
  id: Generated<number>;
  module: SamplingModule;
  name: string;
  mapping: JSONColumnType<LabImportMapping>;
  username: string;
  createdAt: Date;
}
