import { describe, expect, it } from 'vitest';
import { parseStaFilter } from './sta-filter.js';

describe('SensorThings $filter grammar: comparisons and precedence', () => {
  it('reads comparisons of paths with every kind of literal', () => {
    expect(parseStaFilter('result gt 50')).toEqual({
      kind: 'compare',
      op: 'gt',
      left: { kind: 'path', path: 'result' },
      right: { kind: 'literal', literal: { kind: 'number', value: 50 } },
    });
    expect(parseStaFilter("name eq 'Sungai O''Brien'")).toMatchObject({
      right: { literal: { kind: 'string', value: "Sungai O'Brien" } },
    });
    expect(parseStaFilter('phenomenonTime ge 2026-01-15T00:00:00+08:00')).toMatchObject({
      right: { literal: { kind: 'datetime', value: Date.parse('2026-01-14T16:00:00Z') } },
    });
    expect(parseStaFilter('properties/approved EQ true')).toMatchObject({
      op: 'eq',
      left: { path: 'properties/approved' },
      right: { literal: { kind: 'boolean', value: true } },
    });
    expect(parseStaFilter('@iot.id ne null')).toMatchObject({
      left: { path: '@iot.id' },
      right: { literal: { kind: 'null' } },
    });
    expect(parseStaFilter('-1.5e2 lt result')).toMatchObject({
      left: { literal: { kind: 'number', value: -150 } },
    });
  });

  it('binds or, and, not, comparisons, add/sub, mul/div/mod, from loosest to tightest', () => {
    const tree = parseStaFilter('result gt 1 or not result lt 0 and (result eq 2 or result eq 3)');
    expect(tree).toMatchObject({
      kind: 'or',
      left: { kind: 'compare' },
      right: {
        kind: 'and',
        left: { kind: 'not', expr: { kind: 'compare', op: 'lt' } },
        right: { kind: 'or' },
      },
    });
    expect(parseStaFilter('result add 2 mul 3 gt 10')).toMatchObject({
      kind: 'compare',
      left: { kind: 'arith', op: 'add', right: { kind: 'arith', op: 'mul' } },
    });
    // Left to right within a level: (result sub 1) sub 2.
    expect(parseStaFilter('result sub 1 sub 2 eq 0')).toMatchObject({
      left: { kind: 'arith', op: 'sub', left: { kind: 'arith', op: 'sub' } },
    });
    expect(parseStaFilter('-result lt 1')).toMatchObject({
      left: { kind: 'negate', expr: { kind: 'path', path: 'result' } },
    });
  });
});

describe('SensorThings $filter grammar: functions, literals and refusals', () => {
  it('reads function calls, days, times of day and geography literals', () => {
    expect(parseStaFilter("substringof('Klang', name)")).toEqual({
      kind: 'call',
      name: 'substringof',
      args: [
        { kind: 'literal', literal: { kind: 'string', value: 'Klang' } },
        { kind: 'path', path: 'name' },
      ],
    });
    expect(parseStaFilter('date(phenomenonTime) eq 2026-01-15')).toMatchObject({
      left: { kind: 'call', name: 'date' },
      right: { literal: { kind: 'date', value: '2026-01-15' } },
    });
    expect(parseStaFilter('time(phenomenonTime) lt 12:30:00')).toMatchObject({
      right: { literal: { kind: 'time', value: 45_000 } },
    });
    expect(
      parseStaFilter(
        "st_within(location, geography'SRID=4326;POLYGON((100 2, 102 2, 102 4, 100 4, 100 2))')",
      ),
    ).toMatchObject({
      name: 'st_within',
      args: [
        { kind: 'path' },
        {
          literal: {
            kind: 'geography',
            value: {
              type: 'Polygon',
              coordinates: [
                [
                  [100, 2],
                  [102, 2],
                  [102, 4],
                  [100, 4],
                  [100, 2],
                ],
              ],
            },
          },
        },
      ],
    });
    expect(parseStaFilter("geo.intersects(location, geography'POINT(101.5 3.1)')")).toMatchObject({
      name: 'geo.intersects',
      args: [{}, { literal: { value: { type: 'Point', coordinates: [101.5, 3.1] } } }],
    });
  });

  it.each([
    'result gt',
    'result gtt 5',
    "name eq 'open",
    'result gt 5 and',
    '(result gt 5',
    'result add',
    'phenomenonTime gt 2026-02-30',
    "st_within(location, geography'POLYGON((1 1, 2 2, 1 1))')",
    "geo.intersects(location, geography'POINT(200 3)')",
  ])('refuses %j', (text) => {
    expect(() => parseStaFilter(text)).toThrow();
  });

  it('keeps a literal a literal: a quote cannot end the text early', () => {
    const tree = parseStaFilter("name eq 'x'' or 1 eq 1 or ''y'");
    expect(tree).toMatchObject({
      kind: 'compare',
      right: { literal: { value: "x' or 1 eq 1 or 'y" } },
    });
  });
});
