import type { QaqcRange } from '@eqmp/domain';
import { json } from '../../../test/render';
import { stubFetch } from '../../../test/fetch';

/** September 2026 of a station's PM10, approved at the 3rd level and never reopened. */
export const approvedRange = (id: number, stationId: string): QaqcRange => ({
  id,
  stationId,
  parameterCode: 'PM10',
  from: '2026-08-31T16:00:00.000Z',
  to: '2026-09-30T16:00:00.000Z',
  level: 3,
  username: 'approver',
  note: null,
  at: '2026-10-02T00:00:00.000Z',
  reopenedAt: null,
  reopenedBy: null,
  reopenReason: null,
});

/** For each test of the suite, the approval page's API lists `ranges`. */
export const stubRanges = (ranges: readonly QaqcRange[]) =>
  stubFetch(async (url) => json(url.startsWith('/api2/qaqc/ranges') ? ranges : []));
