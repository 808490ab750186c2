import type { SampleDetail, SamplingSamplesResponse, SamplingStation } from '@eqmp/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders } from '../../../test/render';
import { ResultsEntry } from './ResultsEntry';
import { stubFetch } from '../../../test/fetch';

const ITEM = {
  id: 7,
  code: 'MRWQM-000007',
  module: 'MRWQM',
  stationId: '1K01',
  stationName: 'Sungai Klang',
  plannedOn: '2026-11-02',
  collectedAt: '2026-11-02T02:00:00.000Z',
  team: null,
  state: 'in_analysis',
  updatedAt: '2026-11-03T02:00:00.000Z',
} as const;
const parameter = (code: string, unit: string, inSitu = false) => ({
  code,
  nameEn: code,
  nameMs: code,
  unit,
  decimals: 1,
  inSitu,
});
const STATIONS: SamplingStation[] = [
  {
    id: '1K01',
    name: 'Sungai Klang',
    stateName: null,
    locationType: null,
    parameters: [parameter('PH', 'pH', true), parameter('BOD', 'mg/L'), parameter('COD', 'mg/L')],
  },
];
const result = { origin: 'lab', unit: 'mg/L', labSampleId: null, username: 'lab' } as const;
const DETAIL: SampleDetail = {
  ...ITEM,
  scheduleId: null,
  weather: null,
  observations: null,
  notCollectedReason: null,
  batchId: 3,
  index: null,
  allowedMoves: [],
  events: [],
  photos: [],
  results: [
    {
      ...result,
      parameterCode: 'BOD',
      reported: '<5',
      value: 5,
      censored: '<',
      detectionLimit: 5,
      detectionLimitType: 'MDL',
      method: 'APHA 5210B',
      qualifiers: ['MD'],
      analysedOn: '2026-11-04',
      enteredAt: '2026-11-04T02:00:00.000Z',
    },
  ],
};
const LIST: SamplingSamplesResponse = { items: [ITEM], total: 1, page: 1, pageSize: 200 };

describe('ResultsEntry', () => {
  stubFetch(async (url: string) => {
    if (url.startsWith('/api2/sampling/stations')) return json(STATIONS);
    if (url.startsWith('/api2/sampling/samples/7')) return json(DETAIL);
    return json(LIST);
  });

  it("fills each lab parameter's row with the results the sample holds, its label beside its boxes", async () => {
    renderWithProviders(<ResultsEntry module="MRWQM" batchId={3} />);
    await userEvent
      .setup()
      .click(await screen.findByRole('combobox', { name: 'Choose a sample held by the lab' }));
    await userEvent.click(await screen.findByText(/MRWQM-000007/));

    const bod = await screen.findByRole('textbox', { name: 'BOD As reported' });
    expect(bod).toHaveValue('<5');
    expect(screen.getByRole('spinbutton', { name: 'BOD Detection limit' })).toHaveValue('5');
    expect(screen.getByRole('textbox', { name: 'BOD Method' })).toHaveValue('APHA 5210B');
    expect(screen.getByRole('textbox', { name: 'BOD Qualifiers' })).toHaveValue('MD');
    expect(screen.getByRole('textbox', { name: 'BOD Analysed on' })).toHaveValue('04/11/2026');
    expect(screen.getByRole('textbox', { name: 'COD As reported' })).toHaveValue('');
    // The parameter's name is in the same row as its own boxes; in-situ parameters are not asked.
    const row = bod.closest('tr')!;
    expect(within(row).getByText('BOD (mg/L)')).toBeInTheDocument();
    expect(within(row).queryByText('COD (mg/L)')).toBeNull();
    expect(screen.queryByText('PH (pH)')).toBeNull();
  });
});
