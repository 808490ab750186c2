import { qaqcRole } from '@eqmp/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderSignedIn } from '../../../test/render';
import { QaqcReviewPage } from './QaqcReviewPage';
import { hourValue, valuesAnswer } from './QaqcReviewPage.fixtures';

vi.mock('../../../components/EChart', () => ({ EChart: () => <div data-testid="chart" /> }));

const PATH = '/eqmp/app/air/caqm/report/qaqc_2nd_level?station=CA01R&parameter=TEMP&month=2026-09';
const answer = valuesAnswer({
  parameterCode: 'TEMP',
  unit: 'oC',
  decimals: 1,
  values: [hourValue({ ts: '2026-09-05T02:00:00.000Z', raw: 27.349871 })],
});

describe('QaqcReviewPage values', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/api2/qaqc/stations'))
          return json([
            { id: 'CA01R', name: 'Batu Muda', parameters: [{ code: 'TEMP', unit: 'oC' }] },
          ]);
        if (url.startsWith('/api2/qaqc/codes')) return json([]);
        if (url.startsWith('/api2/qaqc/values')) return json(answer);
        return json({}, 404);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows each value with its parameter’s decimals and the unit as people read it', async () => {
    renderSignedIn(<QaqcReviewPage />, [qaqcRole('viewFlags', 'CAQM')], PATH);
    expect(await screen.findAllByText('27.3')).toHaveLength(2);
    expect(screen.queryByText('27.349871')).toBeNull();
    expect(screen.queryByText(/\(oC\)/)).toBeNull();
  });
});
