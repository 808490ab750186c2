import type { Generated } from 'kysely';

/** A station the demo seeded: the only stations the simulator keys and feeds. */
export interface DemoStationTable {
  stationId: string;
}

/** A requested email change, effective once confirmed from the new address. */
export interface EmailChangeTable {
  id: Generated<string>;
  userId: string;
  newEmail: string;
  /** SHA-256 of the single-use confirmation token. */
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  confirmedAt: Date | null;
}
