import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';
import { hashStationKey } from '../modules/ingest/index.js';
import { hash01, SHAPES } from '../seed/demo-shapes.js';
import {
  demoEpisodeFactor,
  isDemoSilent,
  markDemoEpisodes,
  type DemoEpisodes,
} from './demo-alert-episodes.js';
import { dueSlots } from './due-slots.js';
import { positionBatch, type Home, type PositionPoster } from './mobile-positions.js';

/** Sends one batch the way a station logger does; answers the HTTP status. */
export type Poster = (
  key: string,
  body: { station_id: string; readings: object[] },
) => Promise<number>;

interface SimulatedStation {
  readonly id: string;
  readonly key: string;
  readonly parameters: readonly string[];
  readonly b: number;
  /** Mobile units only: the home station their position loops around. */
  readonly home: Home | null;
  lastSent: number | null;
  silentUntil: number;
}

const TICK_MS = 60_000;
const HOUR_MS = 3_600_000;
const FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kuala_Lumpur',
  hour: 'numeric',
  hourCycle: 'h23',
  weekday: 'short',
});
const DOW: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** One 5-minute value of a parameter: the demo shapes plus finer noise and a rare spike. */
export function simulatedValue(stationId: string, code: string, b: number, ts: number): number {
  const parts = Object.fromEntries(
    FORMAT.formatToParts(new Date(ts)).map((p) => [p.type, p.value]),
  );
  const localMs = ts + 8 * HOUR_MS;
  const doy =
    Math.floor((localMs - Date.UTC(new Date(localMs).getUTCFullYear(), 0, 1)) / (24 * HOUR_MS)) + 1;
  const h = Number(parts.hour);
  const n = 2 * hash01(`${stationId}|${code}|${ts}`) - 1;
  const value = SHAPES[code]!({
    h,
    dow: DOW[parts.weekday!] ?? 1,
    doy,
    b,
    n,
    haze: 0,
    event: 0,
    rain: Math.max(0, Math.sin((2 * Math.PI * (doy - 300)) / 365)) * (h >= 14 && h <= 19 ? 1 : 0),
  });
  const spike = hash01(`spike|${stationId}|${code}|${ts}`) > 0.999 ? 5 : 1;
  return Math.round(value * spike * 10_000) / 10_000;
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
  keysFile,
  now = () => Date.now(),
  log,
}: {
  db: Kysely<Database>;
  post: Poster;
  postPositions?: PositionPoster;
  keysFile: string;
  now?: () => number;
  log: (message: string) => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  let stations: SimulatedStation[] = [];
  let demo: DemoEpisodes | null = null;
  let running: Promise<void> = Promise.resolve();

  async function prepare() {
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
    const parameters = await db
      .selectFrom('stationParameter')
      .select(['stationId', 'parameterCode'])
      .where('isActive', '=', true)
      .execute();
    stations = [];
    for (const row of rows) {
      let key = keys[row.id];
      const isOurs = key !== undefined && row.keyHash === hashStationKey(key);
      // A key a person set (created or rotated) is never replaced: that station is left alone.
      if (row.keyHash && !isOurs && row.keyCreatedBy !== 'simulator') continue;
      if (key === undefined || !isOurs) {
        key = `sk_demo_${randomBytes(24).toString('base64url')}`;
        keys[row.id] = key;
        await db
          .insertInto('stationIngestKey')
          .values({
            stationId: row.id,
            keyHash: hashStationKey(key),
            createdAt: new Date(now()),
            createdBy: 'simulator',
          })
          .onConflict((oc) =>
            oc.column('stationId').doUpdateSet({
              keyHash: hashStationKey(key!),
              createdAt: new Date(now()),
              createdBy: 'simulator',
            }),
          )
          .execute();
      }
      stations.push({
        id: row.id,
        key,
        b: 0.8 + 0.4 * hash01(row.id),
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
    demo = markDemoEpisodes(stations, now());
    writeFileSync(keysFile, JSON.stringify(keys, null, 2), { mode: 0o600 });
  }

  async function tick() {
    const t = now();
    for (const station of stations) {
      if (station.silentUntil > t || isDemoSilent(demo, station.id, t)) continue;
      // About one station in 400 per minute falls silent for 30 to 90 minutes.
      if (hash01(`silent|${station.id}|${Math.floor(t / 60_000)}`) > 0.9975) {
        station.silentUntil = t + (30 + 60 * hash01(`len|${station.id}|${t}`)) * 60_000;
        continue;
      }
      const slots = dueSlots(station.lastSent, t);
      if (slots.length === 0 || station.parameters.length === 0) continue;
      const readings = slots.flatMap((ts) =>
        station.parameters.map((code) => ({
          parameter: code,
          ts: new Date(ts).toISOString(),
          value:
            simulatedValue(station.id, code, station.b, ts) *
            demoEpisodeFactor(station.id === demo?.episodeStation, code, ts),
        })),
      );
      const status = await post(station.key, { station_id: station.id, readings }).catch(() => 0);
      if (status === 200) station.lastSent = slots.at(-1)!;
      if (status === 200 && station.home && postPositions)
        await postPositions(station.key, positionBatch(station.id, station.home, slots)).catch(
          () => 0,
        );
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
