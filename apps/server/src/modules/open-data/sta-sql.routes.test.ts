import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { addStationParameters } from '../../test/stations.js';
import { useTestApp } from '../../test/test-app.js';
import { hoursBefore, insertHourly } from '../maps/map-test-fixtures.js';
import { getFromNewAddress, seedOpenDataNetwork } from './open-data.test-support.js';
import { parseStaFilter } from './sta-filter.js';
import { meets, type Json } from './sta-query.js';

interface Observation {
  '@iot.id': string;
  result: number;
  phenomenonTime: string;
  resultTime: string;
  resultQuality: { validity: number };
}

const ctx = useTestApp(['openData']);
let observations: Observation[] = [];
let hours: number[] = [];
/** Each call from its own address, so the rate limit is tested on its own. */
const get = getFromNewAddress(ctx, 55);

beforeAll(async () => {
  const db = ctx.db.kysely;
  await seedOpenDataNetwork(db, ctx.clock.now());
  hours = [30, 7, 3, 2, 1].map((h) => hoursBefore(ctx.clock.now(), h));
  await addStationParameters(db, { CA1: ['PM10', 'CO'], CA2: ['PM10'] });
  // Whole numbers and halves: every sum, product and remainder is exact in both readings.
  const values = [0, 0.5, 12, 30.5, -3];
  await insertHourly(db, 'CA1', [
    ...hours.map((hour, i) => ({ code: 'PM10', hour, avg: values[i]! })),
    ...hours.map((hour, i) => ({ code: 'CO', hour, avg: values[i]! * 2 + 1 })),
  ]);
  await insertHourly(
    db,
    'CA2',
    hours.slice(1).map((hour, i) => ({ code: 'PM10', hour, avg: 40 - i * 7.5 })),
  );
  const res = await get('/sta/v1.1/Observations?$top=1000');
  observations = res.json<{ value: Observation[] }>().value;
  // The river and marine stations' values of the shared network are there too.
  expect(observations.length).toBeGreaterThanOrEqual(14);
});

/** What a path of an observation reads, as the entity and its navigation links give it. */
const reader =
  (o: Observation) =>
  (path: string): Json | undefined => {
    const [station, parameter] = o['@iot.id'].split(':') as [string, string];
    switch (path) {
      case 'result':
        return o.result;
      case 'phenomenonTime':
        return o.phenomenonTime;
      case 'resultTime':
        return o.resultTime;
      case 'resultQuality/validity':
        return o.resultQuality.validity;
      case 'Datastream/@iot.id':
        return `${station}:${parameter}`;
      case 'Datastream/ObservedProperty/@iot.id':
      case 'Datastream/Sensor/@iot.id':
        return parameter;
      case 'Datastream/Thing/@iot.id':
      case 'FeatureOfInterest/@iot.id':
        return station;
      default:
        return undefined;
    }
  };

const p = (text: string) => `(${text})`;
const numberLiteral = fc.oneof(
  fc.integer({ min: -5, max: 50 }).map(String),
  fc.integer({ min: -20, max: 80 }).map((n) => String(n / 2)),
);
const textLiteral = fc.constantFrom("'CA1'", "'PM10'", "'CA1:PM10'", "'O'", "':'", "''", "'ca'");
const textPath = fc.constantFrom(
  'Datastream/@iot.id',
  'Datastream/ObservedProperty/@iot.id',
  'FeatureOfInterest/@iot.id',
  'Datastream/Thing/id',
);
const timePath = fc.constantFrom('phenomenonTime', 'resultTime');

const { boolean } = fc.letrec<{ numeric: string; textual: string; boolean: string }>((tie) => ({
  textual: fc.oneof(
    { depthSize: 'small' },
    textPath,
    textLiteral,
    fc
      .tuple(fc.constantFrom('tolower', 'toupper', 'trim'), tie('textual'))
      .map(([f, a]) => `${f}(${a})`),
    fc.tuple(tie('textual'), tie('textual')).map(([a, b]) => `concat(${a},${b})`),
    fc.tuple(tie('textual'), tie('numeric')).map(([a, n]) => `substring(${a},${n})`),
    fc
      .tuple(tie('textual'), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }))
      .map(([a, b, c]) => `substring(${a},${b},${c})`),
  ),
  numeric: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom('result', 'resultQuality/validity'),
    numberLiteral,
    tie('numeric').map((a) => `-${p(a)}`),
    fc
      .tuple(tie('numeric'), fc.constantFrom('add', 'sub', 'mul', 'div', 'mod'), tie('numeric'))
      .map(([a, op, b]) => p(`${a} ${op} ${b}`)),
    fc
      .tuple(fc.constantFrom('round', 'floor', 'ceiling'), tie('numeric'))
      .map(([f, a]) => `${f}(${a})`),
    tie('textual').map((a) => `length(${a})`),
    fc.tuple(tie('textual'), tie('textual')).map(([a, b]) => `indexof(${a},${b})`),
    fc
      .tuple(
        fc.constantFrom('year', 'month', 'day', 'hour', 'minute', 'second', 'totaloffsetminutes'),
        timePath,
      )
      .map(([f, t]) => `${f}(${t})`),
  ),
  boolean: fc.oneof(
    { depthSize: 'small' },
    fc
      .tuple(tie('numeric'), fc.constantFrom('eq', 'ne', 'gt', 'ge', 'lt', 'le'), tie('numeric'))
      .map(([a, op, b]) => `${a} ${op} ${b}`),
    fc
      .tuple(tie('textual'), fc.constantFrom('eq', 'ne'), tie('textual'))
      .map(([a, op, b]) => `${a} ${op} ${b}`),
    fc
      .tuple(
        timePath,
        fc.constantFrom('eq', 'ne', 'gt', 'ge', 'lt', 'le'),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: -1, max: 1 }),
      )
      .map(
        ([t, op, i, shift]) =>
          `${t} ${op} ${new Date(hours[i]! + shift * 3_600_000).toISOString()}`,
      ),
    fc
      .tuple(timePath, fc.integer({ min: 0, max: 4 }))
      .map(([t, i]) => `date(${t}) eq ${new Date(hours[i]!).toISOString().slice(0, 10)}`),
    fc
      .tuple(
        fc.constantFrom('startswith', 'endswith', 'contains', 'substringof'),
        tie('textual'),
        tie('textual'),
      )
      .map(([f, a, b]) => `${f}(${a},${b})`),
    fc.constantFrom('true', 'false', 'phenomenonTime lt now()'),
    tie('boolean').map((a) => `not ${p(a)}`),
    fc
      .tuple(tie('boolean'), fc.constantFrom('and', 'or'), tie('boolean'))
      .map(([a, op, b]) => `${p(a)} ${op} ${p(b)}`),
  ),
}));

/**
 * The two readings of one `$filter` agree: the SQL compiler of Observations
 * (`sta-sql.repository.ts`) keeps exactly the observations the in-memory evaluator
 * (`sta-expression.ts`) keeps, for generated filters of every operator and function the compiler
 * takes, and refuses (400) what the evaluator refuses; no filter makes the database fail (no 5xx).
 */
describe('$filter on Observations: SQL and the in-memory evaluator agree', () => {
  it('keeps the same observations in SQL as in memory, for 300 generated filters', async () => {
    await fc.assert(
      fc.asyncProperty(boolean, async (filter) => {
        const tree = parseStaFilter(filter);
        let expected: string[] | 'refused';
        try {
          expected = observations
            .filter((o) => meets(tree, reader(o), ctx.clock.now().getTime()))
            .map((o) => o['@iot.id'])
            .sort();
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          expected = 'refused';
        }
        const res = await get(
          `/sta/v1.1/Observations?$top=1000&$filter=${encodeURIComponent(filter)}`,
        );
        expect(res.statusCode, `${filter}: ${res.body}`).toBeLessThan(500);
        if (expected === 'refused') {
          expect(res.statusCode, filter).toBeGreaterThanOrEqual(400);
          return;
        }
        expect(res.statusCode, `${filter}: ${res.body}`).toBe(200);
        const got = res
          .json<{ value: Observation[] }>()
          .value.map((o) => o['@iot.id'])
          .sort();
        expect(got, filter).toEqual(expected);
      }),
      { numRuns: 300, seed: 2027 },
    );
  }, 120_000);

  it('refuses a filter the database cannot evaluate with 400, not 500', async () => {
    const res = await get(
      `/sta/v1.1/Observations?$filter=${encodeURIComponent('result mul 1e300 mul 1e300 gt 0')}`,
    );
    expect(res.statusCode).toBeLessThan(500);
  });
});
