import { describe, expect, it } from 'vitest';
import type { MapStationAttributes } from '@eqmp/domain';
import { viewerConfig } from '../utils/viewer-config';
import { caseReportLink } from './IdentifyPanel';

const station = (extra: Partial<MapStationAttributes>) =>
  ({ STATION_ID: 'RIA01', CLASS: 'NA', ...extra }) as MapStationAttributes;

describe('identify link to an investigative case', () => {
  it('links an RWIS station to its case monthly report with year and caseID', () => {
    expect(
      caseReportLink(viewerConfig('RWIS'), station({ CASE_ID: 'RWIS-2026-01', YEAR: 2026 })),
    ).toBe('/eqmp/app/river/rwis/report/rwis_monthly?year=2026&caseID=RWIS-2026-01');
  });

  it('links an MWIS station to the marine monthly report', () => {
    expect(
      caseReportLink(viewerConfig('MWIS'), station({ CASE_ID: 'MWIS-2026-02', YEAR: 2026 })),
    ).toBe('/eqmp/app/marine/mwis/report/monthly?year=2026&caseID=MWIS-2026-02');
  });

  it('has no link for a station outside any case, or for other modules', () => {
    expect(caseReportLink(viewerConfig('RWIS'), station({}))).toBeNull();
    expect(caseReportLink(viewerConfig('MRWQM'), station({ CASE_ID: 'X', YEAR: 2026 }))).toBeNull();
  });
});
