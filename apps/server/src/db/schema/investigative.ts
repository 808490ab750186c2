import type { ColumnType } from 'kysely';

/** One investigation of the RWIS or MWIS programme (spec §3 "Investigative case"). */
export interface InvestigativeCaseTable {
  /** The case's report id (REPORT_ID), e.g. `RWIS-2026-01`. */
  id: string;
  module: 'RWIS' | 'MWIS';
  stateId: number | null;
  caseTitle: string;
  /** `YYYY-MM-DD`. */
  caseStartDate: ColumnType<string, string, string>;
  year: number;
  createdAt: ColumnType<Date, Date | undefined, never>;
}

/** The stations sampled for a case. */
export interface InvestigativeCaseStationTable {
  caseId: string;
  stationId: string;
}
