import { describe, expect, it } from 'vitest';
import { callsFunction, parseStaFilter } from './sta-filter.js';

describe('SensorThings $filter grammar', () => {
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

  it('binds not tighter than and, and and tighter than or, with parentheses first', () => {
    const tree = parseStaFilter('result gt 1 or not result lt 0 and (result eq 2 or result eq 3)');
    expect(tree).toMatchObject({
      kind: 'or',
      left: { kind: 'compare' },
      right: { kind: 'and', left: { kind: 'not' }, right: { kind: 'or' } },
    });
  });

  it('parses a function call so it can be refused as not implemented', () => {
    const tree = parseStaFilter("substringof('Klang', name) eq true");
    expect(callsFunction(tree)).toBe(true);
    expect(callsFunction(parseStaFilter('result gt 1'))).toBe(false);
  });

  it.each([
    'result gt',
    'result gtt 5',
    "name eq 'open",
    'result gt 5 and',
    '(result gt 5',
    'result add 5',
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
