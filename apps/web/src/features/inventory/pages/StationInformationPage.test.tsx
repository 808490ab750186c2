import { type StationFull } from '@eqmp/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderSignedIn } from '../../../test/render';
import { StationInformationPage } from './StationInformationPage';
import { stubFetch } from '../../../test/fetch';

const STATION: StationFull = {
  id: 'RK01',
  module: 'CRWQM',
  name: 'Sungai Klang at Jambatan Sulaiman',
  stateId: 1,
  stateName: 'Selangor',
  districtId: 2,
  districtName: 'Petaling',
  place: 'Jambatan Sulaiman',
  lotInfo: 'Lot 1234',
  address: 'Jalan Sultan Hishamuddin',
  longitude: 101.6953,
  latitude: 3.1412,
  category: 'Urban',
  locationType: null,
  targetClass: 'III',
  basinId: 3,
  basinName: 'Klang',
  riverId: 4,
  riverName: 'Sungai Klang',
  expectedIntervalMinutes: 5,
  pictureUrl: '/api2/inventory/pictures/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  isActive: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
  parameters: [
    {
      code: 'DO',
      nameEn: 'Dissolved oxygen',
      nameMs: 'Oksigen terlarut',
      unit: 'mg/L',
      isActive: true,
    },
  ],
  sensors: [
    {
      id: 1,
      stationId: 'RK01',
      stationName: 'x',
      parameterCode: 'DO',
      parameterNameEn: 'Dissolved oxygen',
      parameterNameMs: 'Oksigen terlarut',
      make: 'YSI',
      model: 'EXO2',
      serialNo: 'Y-9',
      installedOn: '2024-03-01',
      status: 'maintenance',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  edc: [],
  gallery: [
    {
      id: 7,
      url: '/api2/inventory/pictures/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
      caption: 'Sampling point',
      contentType: 'image/png',
      createdAt: '2026-01-02T00:00:00Z',
    },
  ],
  ingestKey: null,
};

describe('StationInformationPage', () => {
  const fetchMock = stubFetch(async () => json(STATION));

  it('shows one station with every spec §3 field, its pictures, parameters and sensors', async () => {
    renderSignedIn(
      <StationInformationPage />,
      ['Station Information'],
      '/eqmp/app/edc/inventory/station_information?id=RK01',
    );
    expect(await screen.findByText('Lot 1234')).toBeInTheDocument();
    for (const text of [
      'Selangor',
      'Petaling',
      'Jambatan Sulaiman',
      'Jalan Sultan Hishamuddin',
      '101.6953',
      '3.1412',
      'III',
      'Klang',
      'Sungai Klang',
    ]) {
      expect(screen.getByText(text), text).toBeInTheDocument();
    }
    expect(screen.getByAltText('Picture of station RK01')).toHaveAttribute(
      'src',
      STATION.pictureUrl,
    );
    expect(screen.getByAltText('Sampling point')).toHaveAttribute('src', STATION.gallery[0]!.url);
    expect(screen.getByText('Dissolved oxygen (mg/L)')).toBeInTheDocument();
    const sensor = screen.getByText('Y-9').closest('tr') as HTMLElement;
    expect(within(sensor).getByText('Under maintenance')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api2/inventory/stations/RK01');
    expect(screen.getByRole('button', { name: /Back to the station list/ })).toBeInTheDocument();
  });
});
