import { describe, expect, it } from 'vitest';
import type { CriterionRow } from './soj-criteria.js';
import { yearlySummary, type ApprovedResult } from './soj-outputs.js';

const standard: CriterionRow[] = [
  {
    version: 's1',
    effectiveFrom: '2020-01-01',
    parameterCode: 'TSS',
    stationGroup: null,
    min: null,
    max: 50,
  },
];
const benchmark: CriterionRow[] = [
  {
    version: 'b1',
    effectiveFrom: '2020-01-01',
    parameterCode: 'TSS',
    stationGroup: 'WEST',
    min: null,
    max: 20,
  },
];
const result = (sampledOn: string, value: number, stationGroup = 'WEST'): ApprovedResult => ({
  roundId: 1,
  stationId: 'SJ01',
  stationName: 'Straits 1',
  side: 'MY',
  stationGroup,
  sampledOn,
  parameterCode: 'TSS',
  unit: 'mg/L',
  value,
  censored: false,
});

describe('yearlySummary', () => {
  it('gives count, mean, min, max and the share of samples meeting the standard and the benchmark', () => {
    const rows = yearlySummary(
      [
        result('2025-02-01', 10),
        result('2025-05-01', 30),
        result('2025-08-01', 60),
        result('2025-11-01', 20),
      ],
      standard,
      benchmark,
    );
    expect(rows).toEqual([
      {
        stationId: 'SJ01',
        stationName: 'Straits 1',
        side: 'MY',
        parameterCode: 'TSS',
        unit: 'mg/L',
        samples: 4,
        mean: 30,
        min: 10,
        max: 60,
        standardCompliancePct: 75,
        benchmarkCompliancePct: 50,
      },
    ]);
  });

  it('leaves the benchmark share empty where no benchmark applies to the station group', () => {
    const [row] = yearlySummary([result('2025-02-01', 10, 'EAST')], standard, benchmark);
    expect(row).toMatchObject({ standardCompliancePct: 100, benchmarkCompliancePct: null });
  });
});
