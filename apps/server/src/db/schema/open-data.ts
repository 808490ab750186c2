/** A bulk download built in the background: a station's or a module's year (migration 0036). */
export interface OpenDataFileTable {
  /** The file's public name: `CA07G-2026.csv.gz`, `network-CAQM-2026.csv.gz`. */
  name: string;
  kind: 'station' | 'network';
  module: string;
  stationId: string | null;
  year: number;
  storageKey: string;
  /** bigint, read as a number (create-db.ts parses int8). */
  sizeBytes: number;
  rows: number;
  sha256: string;
  source: string;
  builtAt: Date;
}
