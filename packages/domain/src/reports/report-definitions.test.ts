import { describe, expect, it } from 'vitest';
import { findReport, reportPath, REPORTS, reportsOf } from './report-definitions.js';

describe('report definitions', () => {
  it('places each report under its module path as spec §2 names it', () => {
    expect(reportPath(findReport('CAQM', 'monthly')!)).toBe('/eqmp/app/air/caqm/report/monthly');
    expect(reportPath(findReport('RWIS', 'rwis_monthly')!)).toBe(
      '/eqmp/app/river/rwis/report/rwis_monthly',
    );
    expect(reportPath(findReport('MWIS', 'monthly')!)).toBe('/eqmp/app/marine/mwis/report/monthly');
  });

  it('puts descriptive statistics and the event summary in the operational group and the rest in preformatted reports', () => {
    expect(findReport('CRWQM', 'descriptive_statistic')?.group).toBe('operational');
    expect(findReport('MRWQM', 'event_summary')?.group).toBe('operational');
    expect(
      reportsOf('MRWQM')
        .filter((r) => r.group === 'reports')
        .map((r) => r.name),
    ).toEqual(['sampling', 'monthly', 'triennial', 'boxplot']);
  });

  it('gives every report a unique page id and a unique path', () => {
    const ids = REPORTS.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(REPORTS.map(reportPath)).size).toBe(REPORTS.length);
  });

  it('gives manual marine what manual river has, plus the tar-ball and NPE reports (spec §2)', () => {
    const names = (module: 'MRWQM' | 'MMWQM') => reportsOf(module).map((r) => r.name);
    expect(names('MMWQM')).toEqual(expect.arrayContaining([...names('MRWQM'), 'tarball', 'npe']));
    expect(findReport('MMWQM', 'event_summary')?.group).toBe('operational');
    expect(reportPath(findReport('MMWQM', 'npe')!)).toBe('/eqmp/app/marine/mmwqm/report/npe');
    expect(findReport('MRWQM', 'npe')).toBeUndefined();
  });

  it('knows no report a module does not have', () => {
    expect(findReport('CAQM', 'triennial')).toBeUndefined();
  });
});
