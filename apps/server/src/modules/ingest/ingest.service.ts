import { randomUUID } from 'node:crypto';
import { AIR_POLLUTANTS, type ApiTableSet } from '@eqmp/domain';
import { translate, type Language } from '@eqmp/locales';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database, Source } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { apiTablesInForce, createStandardsRepository } from '../calculators/index.js';
import { markArrivals } from '../records/index.js';
import { appendChanges, noteValuesChanged, partitionLocked } from '../values/index.js';
import { checkBatch, failStoredValues, flagStoredRuns, key, priorValues } from './auto-checks.js';
import { airIndexHoursAffected, hoursOf, refreshAirIndex, refreshHourly } from './rollup.js';
import { createRollupsRepository } from './rollups.repository.js';
import { createIngestStationsRepository } from './stations.repository.js';
import {
  createReadingsRepository,
  type CheckedReading,
  type ReadingKey,
} from './readings.repository.js';
import { validateItems, type GoodItem } from './validate-items.js';

type ReadingsRepository = ReturnType<typeof createReadingsRepository>;

const isPollutant = (code: string) => (AIR_POLLUTANTS as readonly string[]).includes(code);

export interface IngestResult {
  accepted: number;
  duplicates: number;
  changed: number;
  rejected: { index: number; message: string }[];
}

/** What a caller may add to the ingestion transaction (e.g. its activity log row). */
export interface IngestOptions {
  /**
   * Runs inside the ingestion transaction, after the values are stored, with what was stored; it
   * runs even when no item was usable. Throwing rolls everything back. Use only `trx` in it.
   */
  readonly within?: (
    trx: Kysely<Database>,
    outcome: Omit<IngestResult, 'rejected'>,
  ) => Promise<void>;
}

/**
 * The path from a logger (or the SMS parser, or an import) to stored, checked, aggregated data:
 * every good item is checked and stored; a resend of the same value is a duplicate, of another
 * value a recorded change; rollups and the station-hour API follow in the same transaction, and
 * the answer comes only after it commits.
 */
export function createIngestService({
  db,
  clock,
  onAccepted,
}: {
  db: Kysely<Database>;
  clock: Clock;
  /** Told, after the commit, of a station whose stored data changed (the alert engine evaluates it). */
  onAccepted?: (stationId: string) => void;
}) {
  const standards = createStandardsRepository(db);
  const stations = createIngestStationsRepository(db);

  /** The station and the thresholds of what it measures (two reads together). */
  async function loadStation(stationId: string) {
    const [station, parameters] = await Promise.all([
      stations.station(stationId),
      stations.thresholds(stationId),
    ]);
    if (!station || !station.isActive) throw new AppError('NOT_FOUND');
    return { station, thresholds: new Map(parameters.map((p) => [p.code, p])) };
  }

  /** The index tables in force `now` (two reads together). */
  async function tablesInForce(now: Date) {
    const [tables, variant] = await Promise.all([
      standards.breakpointTables(),
      standards.pm25Variant(),
    ]);
    return apiTablesInForce(tables, variant, now);
  }

  return {
    async ingest(
      stationId: string,
      items: readonly unknown[],
      source: Source,
      language: Language,
      options: IngestOptions = {},
    ): Promise<IngestResult> {
      const now = clock.now();
      const { station, thresholds } = await loadStation(stationId);
      const { good, problems } = validateItems(items, new Set(thresholds.keys()), now.getTime());
      const rejected = problemMessages(problems, language);
      if (good.length === 0) {
        const none = { accepted: 0, duplicates: 0, changed: 0 };
        if (options.within) await db.transaction().execute((trx) => options.within!(trx, none));
        return { ...none, rejected };
      }

      // Read everything the transaction needs first (the values before the batch, and for air
      // the index tables in force, together): on the embedded database a read through `db`
      // inside the transaction would wait for the transaction itself.
      const [prior, tables] = await Promise.all([
        priorValues(createReadingsRepository(db), stationId, good),
        good.some((item) => isPollutant(item.parameter)) ? tablesInForce(now) : null,
      ]);
      const { results, storedRuns } = checkBatch(good, prior, thresholds);
      const rows = checkedRows(good, results);

      const refused: IngestResult['rejected'] = [];
      const outcome = await db.transaction().execute(async (trx) => {
        const previousLatest = tables
          ? await createRollupsRepository(trx).latestPollutantHour(stationId)
          : null;
        // Approved data is locked: a value inside an approved range is kept only when it repeats
        // what is stored; anything else is refused, item by item, and the rest still lands.
        const { locked, open } = await partitionLocked(trx, stationId, rows);
        const readings = createReadingsRepository(trx);
        const lockedRepeats = await repeatsOfStored(readings, stationId, locked);
        const itemIndex = new Map(rows.map((row, i) => [row, good[i]!.index]));
        refused.push(...lockedRefusals(locked, lockedRepeats, itemIndex, language));
        const inserted = await readings.insertNew(stationId, source, now, open);
        const insertedKeys = new Set(inserted.map((r) => key(r.parameterCode, r.ts.getTime())));
        const resent = open.filter((r) => !insertedKeys.has(key(r.parameterCode, r.ts.getTime())));
        const changedRows = await recordResends(trx, readings, stationId, resent, now);
        // A flat run found now flags its stored values too; those it fails become invalid.
        const failed = await flagStoredRuns(trx, readings, stationId, storedRuns);
        await failStoredValues(trx, stationId, failed, now);
        const arrived = [
          ...open.filter((r) => insertedKeys.has(key(r.parameterCode, r.ts.getTime()))),
          ...changedRows,
        ];
        const touched = [...arrived, ...failed];
        if (touched.length > 0)
          await followArrivals(trx, {
            station,
            touched,
            arrived,
            previousLatest,
            tables,
            now,
          });
        const stored = {
          accepted: insertedKeys.size,
          changed: changedRows.length,
          duplicates: resent.length - changedRows.length + lockedRepeats.size,
        };
        if (options.within) await options.within(trx, stored);
        return stored;
      });
      if (onAccepted && outcome.accepted + outcome.changed > 0) onAccepted(stationId);
      return { ...outcome, rejected: [...rejected, ...refused].sort((a, b) => a.index - b.index) };
    },
  };
}

/** Each item's validation problem, in the caller's language. */
function problemMessages(
  problems: ReturnType<typeof validateItems>['problems'],
  language: Language,
): IngestResult['rejected'] {
  return problems.map(({ index, problem, detail }) => ({
    index,
    message: translate(language, `errors:ingest.${problem}`, {
      field: detail ?? '',
      parameter: detail ?? '',
    }),
  }));
}

/** The good items with what the automatic checks found in them, as the rows to store. */
function checkedRows(
  good: readonly GoodItem[],
  results: ReturnType<typeof checkBatch>['results'],
): CheckedReading[] {
  return good.map((item) => {
    const r = results.get(key(item.parameter, item.ts))!;
    return {
      parameterCode: item.parameter,
      ts: new Date(item.ts),
      value: item.value,
      loggerFlag: item.flag,
      autoFlag: r.worst,
      autoChecks: r.flags,
      autoValidity: r.validity,
      autoNullReason: r.nullReason,
    };
  });
}

/** A refusal of each row inside approved data that does not repeat the value stored for it. */
function lockedRefusals(
  locked: readonly CheckedReading[],
  repeats: ReadonlySet<string>,
  itemIndex: ReadonlyMap<CheckedReading, number>,
  language: Language,
): IngestResult['rejected'] {
  return locked
    .filter((row) => !repeats.has(key(row.parameterCode, row.ts.getTime())))
    .map((row) => ({
      index: itemIndex.get(row)!,
      message: translate(language, 'errors:ingest.locked', { parameter: row.parameterCode }),
    }));
}

/**
 * What follows the values a batch stored, changed or failed (`touched`), in its transaction: the
 * hourly rollups of their hours, the station-hour index (air), the station's transmission status,
 * the arrival marks of saved records, and the signal that the station's values changed.
 */
async function followArrivals(
  trx: Kysely<Database>,
  input: {
    station: { id: string; expectedIntervalMinutes: number | null };
    touched: readonly { parameterCode: string; ts: Date }[];
    arrived: readonly { parameterCode: string; ts: Date }[];
    previousLatest: number | null;
    tables: ApiTableSet | null;
    now: Date;
  },
): Promise<void> {
  const { station, touched, arrived, previousLatest, tables, now } = input;
  const stationId = station.id;
  const hours = hoursOf(touched.map((r) => r.ts.getTime()));
  // The logger's values per hour; an hour of typed or imported values expects one (refreshHourly).
  const loggerPerHour = Math.max(1, Math.round(60 / (station.expectedIntervalMinutes ?? 60)));
  await refreshHourly(
    trx,
    stationId,
    [...new Set(touched.map((r) => r.parameterCode))],
    hours,
    loggerPerHour,
  );
  if (tables && touched.some((r) => isPollutant(r.parameterCode))) {
    // The rollups above wrote a row for every touched hour: the latest pollutant hour
    // is the later of the one before and the batch's own.
    const latest = Math.max(
      previousLatest ?? -Infinity,
      ...hoursOf(touched.filter((r) => isPollutant(r.parameterCode)).map((r) => r.ts.getTime())),
    );
    await refreshAirIndex(
      trx,
      stationId,
      airIndexHoursAffected(hours, previousLatest, latest),
      tables,
    );
  }
  const lastTs = new Date(Math.max(...touched.map((r) => r.ts.getTime())));
  await createIngestStationsRepository(trx).noteArrival(stationId, lastTs, now);
  // A value arriving (or resent) inside a saved maintenance or calibration record's
  // window and buffer gets the record's marking now, not only at the record's next save.
  await markArrivals(trx, {
    station,
    values: arrived,
    at: now,
    apiTables: tables,
  });
  // The public answers showing this station are built again once this commits.
  await noteValuesChanged(trx, [stationId]);
}

type NewRow = CheckedReading;

/** The keys of `rows` whose value equals the value stored now (a harmless repeat). */
async function repeatsOfStored(
  readings: ReadingsRepository,
  stationId: string,
  rows: readonly NewRow[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const current = await currentValues(readings, stationId, rows);
  return new Set(
    rows
      .filter((r) => {
        const stored = current.get(key(r.parameterCode, r.ts.getTime()));
        return stored !== undefined && stored.value === r.value;
      })
      .map((r) => key(r.parameterCode, r.ts.getTime())),
  );
}

/** The current value and validity of each of `rows`' keys that has a stored reading. */
async function currentValues(
  readings: ReadingsRepository,
  stationId: string,
  rows: readonly ReadingKey[],
) {
  const existing = await readings.currentOf(stationId, rows);
  return new Map(existing.map((e) => [key(e.parameterCode, e.ts.getTime()), e]));
}

/**
 * A resend with another value becomes the current value, with the change appended: one
 * statement for the batch's changes and one for their current states.
 */
async function recordResends(
  trx: Kysely<Database>,
  readings: ReadingsRepository,
  stationId: string,
  resent: readonly NewRow[],
  now: Date,
): Promise<NewRow[]> {
  if (resent.length === 0) return [];
  const current = await currentValues(readings, stationId, resent);
  const changed = resent.filter(
    (r) => current.get(key(r.parameterCode, r.ts.getTime()))?.value !== r.value,
  );
  if (changed.length === 0) return [];
  await appendChanges(
    trx,
    {
      changeSet: randomUUID(),
      stationId,
      reason: null,
      userId: null,
      username: 'station',
      at: now,
    },
    changed.map((row) => {
      const before = current.get(key(row.parameterCode, row.ts.getTime()))!;
      return {
        parameterCode: row.parameterCode,
        ts: row.ts,
        kind: 'resend' as const,
        before: { value: before.value, validity: before.validity },
        after: { value: row.value, validity: row.autoValidity },
        state: { value: row.value, validity: row.autoValidity, nullReason: row.autoNullReason },
      };
    }),
  );
  return changed;
}
