import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** A local day `YYYY-MM-DD` (Asia/Kuala_Lumpur), read back cast to text. */
type LocalDay = ColumnType<string, string, string>;

/** One deployment of a mobile air unit (migration 0020-mobile-deployments). */
export interface MobileDeploymentTable {
  id: Generated<number>;
  stationId: string;
  place: string;
  longitude: number;
  latitude: number;
  startsAt: Date;
  endsAt: Date | null;
  reason: string;
  createdBy: string;
  createdAt: Date;
  updatedBy: string | null;
  updatedAt: Date | null;
}

/** A good row of an import as it will be stored: epoch ms, whether rounding moved it, values. */
export interface StoredImportRow {
  row: number;
  ts: number;
  rounded: boolean;
  values: Record<string, number>;
}

/** A bad row of an import: the reason's key (`mobile:row.<key>`) and its detail. */
export interface StoredImportProblem {
  row: number;
  key: string;
  detail?: string;
}

/** A readings file checked and waiting for its user to confirm or cancel it. */
export interface MobileImportTable {
  id: Generated<number>;
  deploymentId: number;
  userId: string;
  username: string;
  fileName: string;
  status: 'pending' | 'confirmed' | 'cancelled';
  columns: JSONColumnType<string[]>;
  goodRows: JSONColumnType<StoredImportRow[]>;
  problems: JSONColumnType<StoredImportProblem[]>;
  rowsTotal: number;
  createdAt: Date;
  decidedAt: Date | null;
  accepted: number | null;
  duplicates: number | null;
  changed: number | null;
}

/** One version of the tar-ball class bounds (g/m2). */
export interface TarballClassVersionTable {
  id: string;
  version: string;
  effectiveFrom: LocalDay;
  source: string;
  confidence: string;
  provisional: boolean;
  thresholds: JSONColumnType<{ light: number; moderate: number; heavy: number }>;
  createdAt: ColumnType<Date, Date | undefined, never>;
  createdBy: string;
}
