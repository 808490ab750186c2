import { findReport } from '@eqmp/domain';
import { describe, expect, it } from 'vitest';
import type { ReportOptions } from '@eqmp/domain';
import { isComplete, readReportSearch, reportQueryString, withDefaults } from './report-search';

const OPTIONS: ReportOptions = {
  stations: [
    {
      id: 'CA01',
      name: 'Klang',
      stateId: 1,
      stateName: 'Selangor',
      isActive: true,
      parameters: ['PM10', 'CO'],
    },
  ],
  parameters: [
    { code: 'CO', name: 'Carbon monoxide', unit: 'ppm', decimals: 3 },
    { code: 'PM10', name: 'PM10', unit: 'ug/m3', decimals: 0 },
  ],
  states: [{ id: 1, name: 'Selangor' }],
  cases: [{ id: 'RWIS-2026-01', title: 'Spill', year: 2026, stateId: 1 }],
};
// 2026-01-15 00:30 in Kuala Lumpur is 2026-01-14 16:30 UTC.
const NOW = Date.parse('2026-01-14T16:30:00Z');
const search = (query: string) =>
  readReportSearch((name) => new URLSearchParams(query).get(name) ?? undefined);

describe('report search', () => {
  it('defaults the period to Kuala Lumpur dates and the first station and parameter', () => {
    const yearly = withDefaults(findReport('CAQM', 'yearly')!, search(''), OPTIONS, NOW);
    expect(yearly).toMatchObject({ year: '2026', station: ['CA01'], parameter: ['CO'] });
    expect(withDefaults(findReport('CAQM', 'daily')!, search(''), OPTIONS, NOW).date).toBe(
      '2026-01-14',
    );
    expect(
      withDefaults(findReport('CRWQM', 'descriptive_statistic')!, search(''), undefined, NOW),
    ).toMatchObject({ from: '2025-12-17', to: '2026-01-15' });
  });

  it('opens a sampling programme’s range reports on the last year, which holds several rounds', () => {
    for (const [module, name] of [
      ['MRWQM', 'boxplot'],
      ['MMWQM', 'boxplot'],
      ['MMWQM', 'tarball'],
      ['MRWQM', 'sampling'],
    ] as const)
      expect(withDefaults(findReport(module, name)!, search(''), undefined, NOW)).toMatchObject({
        from: '2025-01-16',
        to: '2026-01-15',
      });
  });

  it('keeps what the URL chose, such as the case and year a map link gives', () => {
    const q = withDefaults(
      findReport('RWIS', 'rwis_monthly')!,
      search('year=2025&caseID=RWIS-2025-02'),
      OPTIONS,
      NOW,
    );
    expect(q).toMatchObject({ year: '2025', caseID: 'RWIS-2025-02' });
    expect(reportQueryString(findReport('RWIS', 'rwis_monthly')!, q)).toBe(
      'year=2025&caseID=RWIS-2025-02',
    );
  });

  it('sends only the fields the report reads', () => {
    const q = search(
      'station=CA01&parameter=PM10&month=2026-01&year=2020&statistic=mode&level=raw',
    );
    expect(reportQueryString(findReport('CAQM', 'monthly')!, q)).toBe(
      'station=CA01&parameter=PM10&month=2026-01&level=raw',
    );
    expect(reportQueryString(findReport('CAQM', 'yearly')!, q)).toBe(
      'station=CA01&parameter=PM10&year=2020&statistic=mode&level=raw',
    );
  });

  it('waits until a one-parameter report has exactly one parameter', () => {
    expect(isComplete(findReport('CAQM', 'yearly')!, search('station=CA01&year=2026'))).toBe(false);
    expect(
      isComplete(findReport('CAQM', 'yearly')!, search('state=1&year=2026&parameter=PM10')),
    ).toBe(true);
  });

  it('asks the classification dimension of the yearly report without parameter, statistic or type', () => {
    const q = search(
      'station=CA01&parameter=PM10&year=2026&statistic=mode&dimension=classification',
    );
    expect(reportQueryString(findReport('CAQM', 'yearly')!, q)).toBe(
      'station=CA01&year=2026&dimension=classification',
    );
    expect(
      isComplete(
        findReport('CAQM', 'yearly')!,
        search('station=CA01&year=2026&dimension=classification'),
      ),
    ).toBe(true);
  });
});
