import { describe, expect, it } from 'vitest';
import { parseResultsFile, quarterOf } from './soj-import.js';

const KNOWN = new Set(['DO', 'TSS']);

describe('quarterOf', () => {
  it.each([
    ['2025-01-01', '2025-Q1'],
    ['2025-03-31', '2025-Q1'],
    ['2025-04-01', '2025-Q2'],
    ['2025-12-31', '2025-Q4'],
  ])('%s is in %s', (day, quarter) => expect(quarterOf(day)).toBe(quarter));
});

describe('parseResultsFile', () => {
  it('keeps good lines, reads "<" as below detection, and reports each bad line by its row', () => {
    const file = [
      'station_id,sampled_on,parameter,value',
      'SJ01,2025-02-10,DO,6.1',
      'SJ01,2025-02-10,tss,<2',
      '',
      'SJ01,2025-02-30,DO,6',
      'SJ01,2025-02-10,COD,4',
      'SJ02,2025-02-10,DO,abc',
      ',2025-02-10,DO,1',
      'SJ01,2025-03-01,DO,5.5',
    ].join('\n');
    const { lines, problems } = parseResultsFile(file, KNOWN);
    expect(lines).toEqual([
      {
        row: 2,
        stationId: 'SJ01',
        sampledOn: '2025-02-10',
        parameterCode: 'DO',
        value: 6.1,
        censored: false,
      },
      {
        row: 3,
        stationId: 'SJ01',
        sampledOn: '2025-02-10',
        parameterCode: 'TSS',
        value: 2,
        censored: true,
      },
    ]);
    expect(problems).toEqual([
      { row: 5, key: 'soj:import.badDate' },
      { row: 6, key: 'soj:import.unknownParameter' },
      { row: 7, key: 'soj:import.badValue' },
      { row: 8, key: 'soj:import.noStation' },
      { row: 9, key: 'soj:import.repeated' },
    ]);
  });

  it('refuses a file without the expected header', () => {
    expect(parseResultsFile('station,date,param,value\nSJ01,2025-01-01,DO,5', KNOWN)).toEqual({
      lines: [],
      problems: [{ row: 1, key: 'soj:import.badHeader' }],
    });
  });
});
