import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ALERT_KINDS,
  computeWqi,
  DEFAULT_WQI_SETTINGS,
  GROUP_OF_KIND,
  HOUR_MS,
} from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAlertEngine } from '../modules/alerts/index.js';
import { createSimulator } from '../simulator/simulator.js';
import { useTestApp } from '../test/test-app.js';
import { recordedApi, recordHourOf } from './air-record.js';
import { prepareDemo } from './demo.js';
import { seedReference } from './index.js';

const GATEWAY_KEY = 'demo-network-gateway-key-0123456789';
/**
 * The first start of the demo at a time that replays 20–21 April 2017 (a 2026 date maps two days
 * later in the record: two leap days since 2017), when the record holds stations in four classes.
 */
const START = '2026-04-19T10:02:00+08:00';

const ctx = useTestApp(['ingest', 'sms'], { smsGatewayKey: GATEWAY_KEY });
let to: number;

beforeAll(async () => {
  const db = ctx.db.kysely;
  ctx.clock.advance(Date.parse(START) - ctx.clock.now().getTime());
  await seedReference(db);
  const engine = createAlertEngine({ db, clock: ctx.clock, notifier: null, log: () => {} });
  const history = await prepareDemo(
    db,
    ctx.clock,
    3,
    () => {},
    async (ids) => {
      for (const id of ids) await engine.evaluateStation(id);
    },
    () => engine.processApprovals(),
  );
  await history.done;
  to = Math.floor(ctx.clock.now().getTime() / HOUR_MS) * HOUR_MS;
  /** The status code of `payload` posted to `url` with `authorization`. */
  const postedStatus = async (url: string, authorization: string, payload: object) =>
    (await ctx.app.inject({ method: 'POST', url, headers: { authorization }, payload })).statusCode;
  const simulator = createSimulator({
    db,
    keysFile: join(mkdtempSync(join(tmpdir(), 'eqmp-demo-')), 'keys.json'),
    now: () => ctx.clock.now().getTime(),
    log: () => {},
    post: (key, body) => postedStatus('/api2/ingest/readings', `Station ${key}`, body),
    postSms: (message) => postedStatus('/api2/ingest/sms', `Gateway ${GATEWAY_KEY}`, message),
  });
  await simulator.prepare();
  await simulator.tick();
  ctx.clock.advance(5 * 60_000);
  await simulator.tick();
  const continuous = await db
    .selectFrom('station')
    .select('id')
    .where('expectedIntervalMinutes', 'is not', null)
    .execute();
  for (const s of continuous) await engine.evaluateStation(s.id);
  await engine.sweep();
}, 600_000);

describe('the demo network at its first start', () => {
  it('computes the recorded API of 2017 at the air stations, through the same code as live data', async () => {
    const rows = await ctx.db.kysely
      .selectFrom('airIndexHourly')
      .select(['stationId', 'hour', 'displayApi'])
      .where('hour', '>=', new Date(to - 24 * HOUR_MS))
      .where('hour', '<', new Date(to))
      .execute();
    const judged = rows.flatMap((r) => {
      const recorded = recordedApi(r.stationId, recordHourOf(r.hour.getTime()));
      return recorded === null ? [] : [{ ...r, recorded }];
    });
    expect(judged.length).toBeGreaterThan(1000);
    const same = judged.filter((r) => r.displayApi === r.recorded);
    // The record falls faster than a 24-hour mean can at a few hours of these episode days.
    expect(same.length / judged.length).toBeGreaterThan(0.95);
    // The episode of those days (Very Unhealthy hours) is read as recorded.
    const worst = judged.filter((r) => r.recorded > 200);
    expect(worst.length).toBeGreaterThan(0);
    expect(worst.every((r) => r.displayApi === r.recorded)).toBe(true);
  });

  it('shows the air stations in at least four API classes', async () => {
    const rows = await ctx.db.kysely
      .selectFrom('airIndexHourly')
      .select('category')
      .distinct()
      .where('hour', '>=', new Date(to - 24 * HOUR_MS))
      .execute();
    const classes = rows.map((r) => r.category).filter((c) => c !== null && c !== 'NO_DATA');
    expect(classes.length).toBeGreaterThanOrEqual(4);
  });

  it('has clean and polluted continuous rivers (classes I–II and III–V)', async () => {
    const rows = await ctx.db.kysely
      .selectFrom('readingHourly')
      .innerJoin('station', 'station.id', 'readingHourly.stationId')
      .select(['readingHourly.stationId', 'readingHourly.parameterCode', 'readingHourly.avg'])
      .where('station.module', '=', 'CRWQM')
      .where('readingHourly.hour', '=', new Date(to - 30 * HOUR_MS))
      .execute();
    const byStation = new Map<string, Record<string, number | null>>();
    for (const r of rows)
      byStation.set(r.stationId, { ...byStation.get(r.stationId), [r.parameterCode]: r.avg });
    const classes = [...byStation.values()].map(
      (v) =>
        computeWqi(
          { DO: v.DO_SAT, BOD: v.BOD, COD: v.COD, AN: v.NH3N, SS: v.TSS, PH: v.PH },
          DEFAULT_WQI_SETTINGS,
        ).riverClass,
    );
    expect(classes.some((c) => c === 'I' || c === 'II')).toBe(true);
    expect(classes.filter((c) => c === 'III' || c === 'IV' || c === 'V').length).toBeGreaterThan(2);
  });

  it('has an alert of every group at start: exceedance, outlier, pollution, NPE, data transmission', async () => {
    const rows = await ctx.db.kysely.selectFrom('alert').select(['kind', 'module']).execute();
    const groups = new Set(rows.map((r) => GROUP_OF_KIND[r.kind]));
    expect([...groups].sort()).toEqual(
      ['exceedance', 'npe', 'outlier', 'pollution', 'transmission'].sort(),
    );
    expect(ALERT_KINDS.filter((k) => rows.some((r) => r.kind === k)).length).toBeGreaterThanOrEqual(
      6,
    );
    // The sampling programmes' latest results were judged too.
    expect(rows.some((r) => r.module === 'MRWQM' || r.module === 'MMWQM')).toBe(true);
  });

  it('lists sensors for the continuous stations and SMS messages in the poll table', async () => {
    const sensors = await ctx.db.kysely
      .selectFrom('sensor')
      .select(['stationId', 'make'])
      .execute();
    expect(new Set(sensors.map((s) => s.stationId)).size).toBeGreaterThan(80);
    const sms = await ctx.db.kysely.selectFrom('smsMessage').select(['status']).execute();
    expect(sms.some((m) => m.status === 'parsed')).toBe(true);
  });
});
