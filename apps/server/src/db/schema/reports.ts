import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** One export (spec §7): its progress while it runs and its stored file once ready. */
export interface ExportJobTable {
  id: Generated<string>;
  userId: string;
  format: 'csv' | 'xlsx' | 'pdf';
  title: string;
  /** Base name of the download, without extension. */
  fileName: string;
  status: 'running' | 'ready' | 'failed';
  rowsDone: Generated<number>;
  expectedRows: number | null;
  storageKey: string | null;
  contentType: string | null;
  sizeBytes: number | null;
  error: string | null;
  createdAt: ColumnType<Date, Date, never>;
  finishedAt: Date | null;
  /** After this the file is removed and no link is issued any more. */
  fileExpiresAt: Date | null;
  /** Renewed by the instance running the job; a running job whose heartbeat stopped was interrupted. */
  heartbeatAt: Date | null;
}

/** A bad row of a hotspot file: its line number and the locale key of the reason. */
export interface HotspotProblem {
  readonly line: number;
  readonly reason: string;
  readonly field?: string;
}

/** One uploaded hotspot file and what became of its rows. */
export interface HotspotImportTable {
  id: Generated<number>;
  fileName: string;
  /** 'FIRMS', 'ASMC' or 'demo'. */
  source: string;
  userId: string | null;
  importedAt: Date;
  rowsTotal: number;
  rowsImported: number;
  rowsDuplicate: number;
  rowsRejected: number;
  problems: JSONColumnType<HotspotProblem[]>;
}

/** One fire hotspot detection (FIRMS/ASMC), placed in a state by point-in-polygon. */
export interface HotspotTable {
  id: Generated<number>;
  importId: number | null;
  latitude: number;
  longitude: number;
  observedAt: Date;
  confidence: string | null;
  /** Fire radiative power, MW. */
  frp: number | null;
  satellite: Generated<string>;
  instrument: Generated<string>;
  stateId: number | null;
  isDemo: Generated<boolean>;
}
