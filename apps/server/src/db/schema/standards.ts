import type { ColumnType, JSONColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
/** A local day `YYYY-MM-DD` (Asia/Kuala_Lumpur). Stored as `date`; always read back cast to text. */
type LocalDay = ColumnType<string, string, string>;

/** One piece of a breakpoint table (the domain's BreakpointSegment), as stored in jsonb. */
export interface StoredSegment {
  cLow: number;
  cHigh: number;
  iLow: number;
  iHigh: number;
}

/**
 * One version of one Air Pollutant Index breakpoint table (design/INDICES.md §1). PM2.5 has two
 * published tables (CONFLICT): `variant` A or B marks them, and the admin's choice picks one;
 * a row without a variant applies whichever is chosen.
 */
export interface ApiBreakpointVersionTable {
  id: string;
  parameter: string;
  version: string;
  variant: string | null;
  effectiveFrom: LocalDay;
  source: string;
  confidence: string;
  averaging: string;
  unit: string;
  segments: JSONColumnType<StoredSegment[]>;
  createdAt: CreatedAt;
  createdBy: string;
}

/** One limit of one parameter in one version of MAAQS, NWQS or the marine criteria (LimitRow). */
export interface StandardLimitTable {
  id: string;
  scheme: string;
  version: string;
  effectiveFrom: LocalDay;
  source: string;
  confidence: string;
  parameter: string;
  averaging: string | null;
  stationClass: string | null;
  unit: string;
  min: number | null;
  max: number | null;
  provisional: boolean;
  createdAt: CreatedAt;
  createdBy: string;
}

/**
 * One version of an index definition that is data rather than a table of breakpoints: the DOE-WQI
 * weights and class boundaries, or an MMWQI curve set (one location type, or all when null).
 */
export interface IndexDefinitionTable {
  id: string;
  kind: 'DOE_WQI' | 'MMWQI';
  version: string;
  locationType: string | null;
  effectiveFrom: LocalDay;
  source: string;
  confidence: string;
  provisional: boolean;
  data: JSONColumnType<object>;
  createdAt: CreatedAt;
  createdBy: string;
}
