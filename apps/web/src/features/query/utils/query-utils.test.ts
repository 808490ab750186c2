import type { QueryChoices } from '@eqmp/domain';
import { describe, expect, it } from 'vitest';
import { buildGraphOption } from './build-query-charts';
import { buildWindroseOption } from './build-windrose-option';
import { cascadeChoices, pruneFilters } from './cascade';
import { clientPage } from './client-page';
import { parseQueryState, queryStateParams } from './query-state';

const station = (
  id: string,
  stateId: number,
  basinId: number | null,
  riverId: number | null,
  category: string | null,
) => ({
  id,
  name: id,
  stateId,
  stateName: null,
  basinId,
  basinName: null,
  riverId,
  riverName: null,
  category,
});
const choices: QueryChoices = {
  module: 'CRWQM',
  canChooseLevel: false,
  states: [
    { id: 1, name: 'Johor' },
    { id: 2, name: 'Pahang' },
  ],
  basins: [
    { id: 10, name: 'Johor basin' },
    { id: 20, name: 'Pahang basin' },
  ],
  rivers: [
    { id: 100, name: 'Sg Johor' },
    { id: 200, name: 'Sg Pahang' },
  ],
  categories: ['Urban'],
  stations: [
    station('J1', 1, 10, 100, 'Urban'),
    station('J2', 1, 10, 100, null),
    station('P1', 2, 20, 200, 'Urban'),
  ],
  parameters: [],
};

describe('query state in the URL', () => {
  it('reads back what it writes, leaving defaults out', () => {
    const params = new URLSearchParams(
      'from=2026-01-01&to=2026-01-31&stations=A,B&parameters=PM10&interval=month&out=windrose&level=raw&by=time',
    );
    const state = parseQueryState(params);
    expect(state).toMatchObject({
      stations: ['A', 'B'],
      parameters: ['PM10'],
      interval: 'month',
      out: 'windrose',
      level: 'raw',
      by: 'time',
    });
    expect(queryStateParams(state).toString()).toBe(
      'from=2026-01-01&to=2026-01-31&stations=A%2CB&parameters=PM10&level=raw&interval=month&by=time&out=windrose',
    );
    expect(queryStateParams(state, false).has('out')).toBe(false);
  });

  it('falls back to defaults for unknown values', () => {
    expect(
      parseQueryState(new URLSearchParams('level=final&interval=week&out=chart&from=yesterday')),
    ).toMatchObject({ level: 'validated', interval: 'day', out: undefined, from: undefined });
  });
});

describe('filter cascade (state → basin → river → stations)', () => {
  it('offers only what lies in the chosen states', () => {
    const offered = cascadeChoices(choices, {
      states: ['1'],
      basins: [],
      rivers: [],
      categories: [],
      stations: [],
    });
    expect(offered.basins.map((b) => b.label)).toEqual(['Johor basin']);
    expect(offered.rivers.map((r) => r.label)).toEqual(['Sg Johor']);
    expect(offered.stations.map((s) => s.value)).toEqual(['J1', 'J2']);
  });

  it('narrows stations by category', () => {
    expect(
      cascadeChoices(choices, {
        states: [],
        basins: [],
        rivers: [],
        categories: ['Urban'],
        stations: [],
      }).stations.map((s) => s.value),
    ).toEqual(['J1', 'P1']);
  });

  it('drops chosen basins, rivers and stations outside a newly chosen state', () => {
    const pruned = pruneFilters(choices, {
      states: ['2'],
      basins: ['10', '20'],
      rivers: ['100'],
      categories: [],
      stations: ['J1', 'P1'],
    });
    expect(pruned).toMatchObject({ basins: ['20'], rivers: [], stations: ['P1'] });
  });
});

describe('chart options', () => {
  it('centres the windrose bars on their bearings, stacked by speed class', () => {
    const option = buildWindroseOption(
      {
        sectors: ['N', 'E'] as never,
        speedClasses: [
          { from: 0.5, to: 2 },
          { from: 2, to: null },
        ],
        percent: [
          [1, 2],
          [3, 4],
        ],
      },
      { sector: (s) => s, speedClass: (c) => `${c.from}` },
    ) as {
      angleAxis: { startAngle: number };
      series: { stack: string; coordinateSystem: string; data: number[] }[];
    };
    expect(option.angleAxis.startAngle).toBe(101.25);
    expect(option.series.map((s) => s.data)).toEqual([
      [1, 3],
      [2, 4],
    ]);
    expect(option.series.every((s) => s.stack === 'wind' && s.coordinateSystem === 'polar')).toBe(
      true,
    );
  });

  it('draws a graph line per station parameter with the unit on the axis', () => {
    const option = buildGraphOption({
      unit: 'ppm',
      categories: ['a', 'b'],
      series: [{ stationId: 'S', parameterCode: 'CO', data: [1, null] }],
    }) as { yAxis: { name: string }; series: { name: string; data: unknown[] }[] };
    expect(option.yAxis.name).toBe('ppm');
    expect(option.series[0]).toMatchObject({ name: 'S CO', data: [1, null] });
  });
});

describe('clientPage', () => {
  it('searches every field and pages the result', () => {
    const rows = [
      { id: 'CA01', v: 12 },
      { id: 'CA02', v: 7 },
      { id: 'XB03', v: 120 },
    ];
    expect(clientPage(rows, { search: 'ca', page: 1, pageSize: 1 })).toEqual({
      items: [rows[0]],
      total: 2,
    });
    expect(clientPage(rows, { search: '12', page: 1, pageSize: 10 }).total).toBe(2);
  });
});
