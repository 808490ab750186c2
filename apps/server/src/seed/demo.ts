import { HOUR_MS } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/schema/index.js';
import {
  apiTablesInForce,
  createStandardsRepository,
  seedStandards,
} from '../modules/calculators/index.js';
import {
  eventAnchor,
  historyStations,
  loadStationAirIndex,
  loadStationHistory,
  RANGE_KEY,
  type HistoryRange,
} from './demo-history.js';
import { loadManualSamples, SAMPLING_EVERY_DAYS } from './demo-samples.js';
import { seedDemoInventory } from './index.js';
import { seedInvestigativeCases } from './seed-cases.js';
import { seedMobilePositions } from './seed-positions.js';
import { seedDemoHotspots } from './seed-hotspots.js';
import { seedDemoRecipients } from './demo-recipients.js';
import { seedDemoSensors } from './demo-sensors.js';
import { seedSojDemo } from './demo-soj.js';
import { seedManualProgrammes } from './demo-sampling.js';
import { seedMobileDeployments } from './demo-mobile.js';

const DONE_KEY = 'demo_history_done';
const CHUNK_MS = 30 * 24 * HOUR_MS;

export interface DemoHistory {
  /** Resolves when the whole history is loaded (or the load was stopped). */
  readonly done: Promise<void>;
  stop(): void;
}

/** The manual programmes' demo covers at least this many days (two whole months before this one). */
const MANUAL_MIN_DAYS = 92;

/** Whether an earlier start loaded the whole history. */
async function isHistoryDone(db: Kysely<Database>): Promise<boolean> {
  const done = await db
    .selectFrom('instanceSetting')
    .select('key')
    .where('key', '=', DONE_KEY)
    .executeTakeFirst();
  return done !== undefined;
}

/**
 * The history's range: the one stored at the first start, or else `days` up to the current whole
 * hour, which is stored so a later start resumes the same range.
 */
async function historyRange(
  db: Kysely<Database>,
  clock: Clock,
  days: number,
): Promise<HistoryRange> {
  const stored = await db
    .selectFrom('instanceSetting')
    .select('value')
    .where('key', '=', RANGE_KEY)
    .executeTakeFirst();
  const to = stored
    ? new Date((stored.value as { to: string }).to)
    : new Date(Math.floor(clock.now().getTime() / HOUR_MS) * HOUR_MS);
  const range: HistoryRange = { from: new Date(to.getTime() - days * 24 * HOUR_MS), to };
  if (!stored)
    await db
      .insertInto('instanceSetting')
      .values({
        key: RANGE_KEY,
        value: JSON.stringify({ from: range.from, to }),
        updatedAt: clock.now(),
      })
      .execute();
  return range;
}

/**
 * Whether a station's chunk is already loaded (by an earlier start): a chunk is loaded oldest hour
 * first, so values in its last two days mean it is complete.
 */
async function isChunkLoaded(
  db: Kysely<Database>,
  stationId: string,
  chunk: HistoryRange,
): Promise<boolean> {
  const recent = await db
    .selectFrom('readingHourly')
    .select('hour')
    .where('stationId', '=', stationId)
    .where('hour', '>=', new Date(chunk.to.getTime() - 48 * HOUR_MS))
    .where('hour', '<', chunk.to)
    .limit(1)
    .executeTakeFirst();
  return recent !== undefined;
}

/**
 * The demo network: inventory at once, then `days` of hourly history and its API loaded in the
 * background, one station at a time, so the portal is usable from the first second while the
 * archive fills. The range is fixed at the first start; a later start resumes where it stopped.
 */
export async function prepareDemo(
  db: Kysely<Database>,
  clock: Clock,
  days: number,
  log: (message: string) => void,
  /** Runs the alert rules on stations whose data the demo loaded (the manual samples). */
  evaluate: (stationIds: readonly string[]) => Promise<void> = async () => {},
  /** Judges the manual programmes' approvals pending their alerts, as after the page's approval. */
  judgeApprovals?: () => Promise<unknown>,
): Promise<DemoHistory> {
  await seedDemoInventory(db);
  await seedStandards(db);
  await seedDemoRecipients(db, clock.now());
  await seedDemoSensors(db);
  await seedSojDemo(db, clock);
  if (await isHistoryDone(db)) return { done: Promise.resolve(), stop: () => {} };
  const range = await historyRange(db, clock, days);
  const { to } = range;
  // The manual and investigative programmes cover at least the two months before this one, so
  // some months are approved (and judged by the alert rules) however short the continuous
  // history; the demo cases start within that range, so they have samples.
  const manualFrom = Math.min(range.from.getTime(), to.getTime() - MANUAL_MIN_DAYS * 24 * HOUR_MS);
  await seedInvestigativeCases(db, { from: new Date(manualFrom), to });
  await seedMobilePositions(db, range);
  await seedMobileDeployments(db, clock, { from: new Date(manualFrom), to });
  await seedDemoHotspots(db, clock, range);

  let stopped = false;
  const run = async () => {
    const stations = await historyStations(db);
    const anchor = await eventAnchor(db);
    const standards = createStandardsRepository(db);
    const tables = apiTablesInForce(
      await standards.breakpointTables(),
      await standards.pm25Variant(),
      to,
    );
    const started = Date.now();
    // The manual programmes first: small, and their pages are empty until they are in.
    const samples = await seedManualProgrammes(
      db,
      { from: new Date(manualFrom), to },
      clock.now(),
      judgeApprovals,
    );
    if (samples > 0)
      log(
        `Demo manual programmes ready: ${samples.toLocaleString('en')} planned visits in ${Math.round((Date.now() - started) / 1000)} s.`,
      );
    // The sampling programmes first (a few seconds): their latest results raise their alerts.
    let total = await loadManualSamples(db, range);
    const sampled = await db
      .selectFrom('station')
      .select('id')
      .where('module', 'in', Object.keys(SAMPLING_EVERY_DAYS) as never[])
      .where('isActive', '=', true)
      .execute();
    await evaluate(sampled.map((s) => s.id));
    log(
      `Loading ${days} days of hourly history for ${stations.length} demo stations in the background, newest month first…`,
    );
    // Newest month first across the whole network: recent data, which maps, KPIs and
    // transmission views use most, is complete within seconds; older months follow.
    for (let chunkEnd = to.getTime(); chunkEnd > range.from.getTime(); chunkEnd -= CHUNK_MS) {
      const chunk: HistoryRange = {
        from: new Date(Math.max(range.from.getTime(), chunkEnd - CHUNK_MS)),
        to: new Date(chunkEnd),
      };
      for (const station of stations) {
        if (stopped) return;
        if (await isChunkLoaded(db, station.id, chunk)) continue;
        total += await loadStationHistory(db, station, chunk, anchor);
        // Also the first day of the newer chunk, whose 24-hour averages needed this one.
        const apiRange = {
          from: chunk.from,
          to: new Date(Math.min(to.getTime(), chunk.to.getTime() + 23 * HOUR_MS)),
        };
        if (station.module === 'CAQM' || station.module === 'MCAQM')
          await loadStationAirIndex(db, station.id, apiRange, tables);
      }
      await sql`checkpoint`.execute(db);
    }
    await db
      .insertInto('instanceSetting')
      .values({ key: DONE_KEY, value: JSON.stringify({ total }), updatedAt: clock.now() })
      .onConflict((oc) => oc.doNothing())
      .execute();
    log(
      `Demo history ready: ${total.toLocaleString('en')} hourly values in ${Math.round((Date.now() - started) / 1000)} s.`,
    );
  };
  const done = run().catch((err: unknown) =>
    log(`Demo history stopped: ${err instanceof Error ? err.message : String(err)}`),
  );
  return { done, stop: () => void (stopped = true) };
}
