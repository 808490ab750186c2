import type { Kysely } from 'kysely';
import type { Db } from '../../db/create-db.js';
import type { Database } from '../../db/schema/index.js';
import { notifyValuesChanged, VALUES_CHANNEL } from './value-changes.repository.js';

/** Past this many stations a change is announced as a change of everything (a notification's text is bounded). */
const MAX_NAMED_STATIONS = 200;

/**
 * The one signal that the data the public sees has changed: every writer of values (ingestion,
 * QA/QC change sets, approval and reopening of ranges, lab results released, the station
 * inventory) calls this in its transaction. It is a PostgreSQL notification, so it reaches every
 * instance on the database (PGlite or PostgreSQL), only once the transaction commits; `stationIds`
 * names the stations touched (none: anything may have changed).
 */
export async function noteValuesChanged(
  db: Kysely<Database>,
  stationIds?: readonly string[],
): Promise<void> {
  const named =
    stationIds && stationIds.length <= MAX_NAMED_STATIONS ? [...new Set(stationIds)] : [];
  await notifyValuesChanged(db, named.length > 0 ? JSON.stringify(named) : '');
}

/**
 * What this instance has heard of changed values, as versions: a snapshot built at a version is
 * current while the version is unchanged. `version()` moves with every change; `version(id)` with
 * changes of that station and changes of everything.
 */
export interface ValueChanges {
  version(stationId?: string): string;
}

function stationsOf(payload: string): string[] | null {
  if (payload === '') return null;
  try {
    const ids: unknown = JSON.parse(payload);
    return Array.isArray(ids) && ids.every((id) => typeof id === 'string') ? ids : null;
  } catch {
    return null;
  }
}

/**
 * Listens on the values channel of the database (`Db.listen`) and counts what it hears. Where the
 * database cannot listen, versions never move and snapshots rely on their age limit alone.
 */
export async function listenToValueChanges(db: Pick<Db, 'listen'>): Promise<ValueChanges> {
  let everything = 0;
  let any = 0;
  const byStation = new Map<string, number>();
  await db.listen?.(VALUES_CHANNEL, (payload) => {
    any += 1;
    const ids = stationsOf(payload);
    if (ids === null) everything += 1;
    else for (const id of ids) byStation.set(id, (byStation.get(id) ?? 0) + 1);
  });
  return {
    version: (stationId) =>
      stationId === undefined ? String(any) : `${everything}.${byStation.get(stationId) ?? 0}`,
  };
}
