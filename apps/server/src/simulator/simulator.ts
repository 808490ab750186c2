import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';
import { hashStationKey } from '../modules/ingest/index.js';
import type { DemoStation } from '../seed/demo-conditions.js';
import { activeStationParameters, eventAnchor, type EventAnchor } from '../seed/demo-history.js';
import { hash01, SHAPES } from '../seed/demo-shapes.js';
import {
  demoEpisodeFactor,
  isDemoSilent,
  lastSlotsBeforeSilence,
  markDemoEpisodes,
  type DemoEpisodes,
} from './demo-alert-episodes.js';
import { simulatedValue } from './simulated-values.js';
import { smsText } from './sms-text.js';
import { dueSlots } from './due-slots.js';
import { positionBatch, type Home, type PositionPoster } from './mobile-positions.js';

/** Sends one batch the way a station logger does; answers the HTTP status. */
export type Poster = (
  key: string,
  body: { station_id: string; readings: object[] },
) => Promise<number>;
/** Sends one text message the way the SMS gateway does; answers the HTTP status. */
export type SmsPoster = (message: { from: string; text: string }) => Promise<number>;

interface SimulatedStation extends DemoStation {
  readonly key: string;
  readonly parameters: readonly string[];
  /** Mobile units only: the home station their position loops around. */
  readonly home: Home | null;
  lastSent: number | null;
  silentUntil: number;
}

const TICK_MS = 60_000;
/** The phone number of the demo station that reports by SMS. */
const SMS_SENDER = '+60135550101';

/** The simulator's key of a station, stored as its ingestion key (replacing an older one of its own). */
async function storeKey(db: Kysely<Database>, stationId: string, key: string, at: Date) {
  const keyHash = hashStationKey(key);
  await db
    .insertInto('stationIngestKey')
    .values({ stationId, keyHash, createdAt: at, createdBy: 'simulator' })
    .onConflict((oc) =>
      oc.column('stationId').doUpdateSet({ keyHash, createdAt: at, createdBy: 'simulator' }),
    )
    .execute();
}

/**
 * The demo's active continuous stations the simulator feeds, each with its key: keys live in
 * `keysFile`; a missing one is made and stored; a station whose key a person set is left out.
 */
async function simulatedStations(
  db: Kysely<Database>,
  keysFile: string,
  now: () => number,
): Promise<SimulatedStation[]> {
  const keys: Record<string, string> = existsSync(keysFile)
    ? (JSON.parse(readFileSync(keysFile, 'utf8')) as Record<string, string>)
    : {};
  const rows = await db
    .selectFrom('station')
    // Only the demo's own stations: a station a person created is never keyed or fed here.
    .innerJoin('demoStation', 'demoStation.stationId', 'station.id')
    .leftJoin('stationIngestKey', 'stationIngestKey.stationId', 'station.id')
    .leftJoin('stationStatus', 'stationStatus.stationId', 'station.id')
    .select([
      'station.id',
      'station.module',
      'station.locationType',
      'station.longitude',
      'station.latitude',
      'stationIngestKey.keyHash',
      'stationIngestKey.createdBy as keyCreatedBy',
      'stationStatus.lastTs',
    ])
    .where('station.expectedIntervalMinutes', 'is not', null)
    .where('station.isActive', '=', true)
    .orderBy('station.id')
    .execute();
  const parameters = await activeStationParameters(db);
  const stations: SimulatedStation[] = [];
  for (const row of rows) {
    let key = keys[row.id];
    const isOurs = key !== undefined && row.keyHash === hashStationKey(key);
    // A key a person set (created or rotated) is never replaced: that station is left alone.
    if (row.keyHash && !isOurs && row.keyCreatedBy !== 'simulator') continue;
    if (key === undefined || !isOurs) {
      key = `sk_demo_${randomBytes(24).toString('base64url')}`;
      keys[row.id] = key;
      await storeKey(db, row.id, key, new Date(now()));
    }
    stations.push({
      id: row.id,
      module: row.module,
      locationType: row.locationType,
      key,
      home:
        row.module === 'MCAQM' && row.longitude !== null && row.latitude !== null
          ? { longitude: row.longitude, latitude: row.latitude }
          : null,
      lastSent: row.lastTs ? row.lastTs.getTime() : null,
      silentUntil: 0,
      parameters: parameters
        .filter((p) => p.stationId === row.id && SHAPES[p.parameterCode])
        .map((p) => p.parameterCode),
    });
  }
  writeFileSync(keysFile, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return stations;
}

/**
 * The demo's live network: every continuous station sends its 5-minute values through the real
 * ingestion endpoint with its own key, as they fall due; now and then a station falls silent for
 * a while or a value spikes, so transmission monitoring, checks and rollups move as you watch.
 * Keys live in `keysFile` (demo only); a station whose key a person has rotated is left alone.
 */
export function createSimulator({
  db,
  post,
  postPositions,
  postSms,
  keysFile,
  now = () => Date.now(),
  log,
}: {
  db: Kysely<Database>;
  post: Poster;
  postPositions?: PositionPoster;
  postSms?: SmsPoster;
  keysFile: string;
  now?: () => number;
  log: (message: string) => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  let stations: SimulatedStation[] = [];
  let demo: DemoEpisodes | null = null;
  let anchor: EventAnchor | null = null;
  let smsStation: string | null = null;
  let running: Promise<void> = Promise.resolve();

  async function prepare() {
    stations = await simulatedStations(db, keysFile, now);
    demo = markDemoEpisodes(stations, now());
    anchor = await eventAnchor(db);
    // A remote buoy whose data link is down reports by SMS through the gateway (demo only).
    smsStation = postSms ? (stations.find((s) => s.module === 'CMWQM')?.id ?? null) : null;
  }

  const readingsOf = (station: SimulatedStation, slots: readonly number[]) =>
    slots.flatMap((ts) =>
      station.parameters.flatMap((code) => {
        const value = simulatedValue(station, code, ts, anchor);
        if (value === null) return [];
        const factor = demoEpisodeFactor(demo, station.id, code, ts);
        return [{ parameter: code, ts: new Date(ts).toISOString(), value: value * factor }];
      }),
    );

  /** Sends the slots of a station through its channel (logger API, or SMS for the SMS station). */
  async function send(station: SimulatedStation, slots: readonly number[]): Promise<boolean> {
    if (slots.length === 0 || station.parameters.length === 0) return false;
    if (station.id === smsStation && postSms) {
      let sent = false;
      for (const ts of slots) {
        const text = smsText(station.id, ts, readingsOf(station, [ts]));
        sent = (await postSms({ from: SMS_SENDER, text }).catch(() => 0)) === 200 || sent;
      }
      return sent;
    }
    const readings = readingsOf(station, slots);
    const status = await post(station.key, { station_id: station.id, readings }).catch(() => 0);
    if (status === 200 && station.home && postPositions)
      await postPositions(station.key, positionBatch(station.id, station.home, slots)).catch(
        () => 0,
      );
    return status === 200;
  }

  async function tick() {
    const t = now();
    for (const station of stations) {
      if (isDemoSilent(demo, station.id, t)) {
        // Its last hour up to 40 minutes before the start, then silence.
        const slots = lastSlotsBeforeSilence(demo!, station.lastSent);
        if (await send(station, slots)) station.lastSent = slots.at(-1)!;
        continue;
      }
      if (station.silentUntil > t) continue;
      // About one station in 400 per minute falls silent for 30 to 90 minutes.
      if (hash01(`silent|${station.id}|${Math.floor(t / 60_000)}`) > 0.9975) {
        station.silentUntil = t + (30 + 60 * hash01(`len|${station.id}|${t}`)) * 60_000;
        continue;
      }
      const slots = dueSlots(station.lastSent, t);
      if (await send(station, slots)) station.lastSent = slots.at(-1)!;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  return {
    async start() {
      await prepare();
      log(
        `Simulator: ${stations.length} continuous stations send 5-minute values through the ingestion API.`,
      );
      const loop = () => {
        running = tick().catch((err: unknown) =>
          log(`Simulator tick failed: ${err instanceof Error ? err.message : String(err)}`),
        );
      };
      loop();
      timer = setInterval(loop, TICK_MS);
    },
    /** Runs one round now (tests). */
    tick,
    prepare,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
