import type { OgcCollectionsResponse, OpenDataFilesResponse } from '@eqmp/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { OpenDataPage } from './OpenDataPage';
import { stubFetch } from '../../../test/fetch';

const COLLECTIONS: OgcCollectionsResponse = {
  links: [],
  collections: [
    {
      id: 'air-quality-stations',
      title: 'Continuous air quality stations',
      description: 'Active continuous air quality stations.',
      attribution: 'Index values: Department of Environment Malaysia.',
      itemType: 'feature',
      extent: {
        spatial: {
          bbox: [[100.2, 1.3, 104.3, 6.7]],
          crs: 'http://www.opengis.net/def/crs/OGC/1.3/CRS84',
        },
      },
      crs: ['http://www.opengis.net/def/crs/OGC/1.3/CRS84'],
      storageCrs: 'http://www.opengis.net/def/crs/OGC/1.3/CRS84',
      links: [
        {
          href: 'http://eqmp.test/ogcapi/collections/air-quality-stations/items',
          rel: 'items',
          type: 'application/geo+json',
        },
      ],
    },
  ],
};

const FILES: OpenDataFilesResponse = {
  licence: {
    id: 'CC-BY-4.0',
    title: 'Creative Commons Attribution 4.0 International (CC BY 4.0)',
    url: 'https://creativecommons.org/licenses/by/4.0/',
  },
  attribution: 'Station values: Department of Environment Malaysia.',
  columns: [
    'station_id',
    'time',
    'parameter',
    'unit',
    'averaging',
    'value',
    'validity',
    'level',
    'codes',
  ],
  files: [
    {
      name: 'CA07G-2025.csv.gz',
      kind: 'station',
      module: 'CAQM',
      stationId: 'CA07G',
      stationName: 'Klang',
      year: 2025,
      rows: 61320,
      sizeBytes: 420_500,
      sha256: 'a'.repeat(64),
      builtAt: '2026-01-15T00:00:00.000Z',
      url: 'http://eqmp.test/api2/public/open-data/files/CA07G-2025.csv.gz',
    },
    {
      name: 'network-CAQM-2025.csv.gz',
      kind: 'network',
      module: 'CAQM',
      stationId: null,
      stationName: null,
      year: 2025,
      rows: 4_000_000,
      sizeBytes: 28_400_000,
      sha256: 'b'.repeat(64),
      builtAt: '2026-01-15T00:00:00.000Z',
      url: 'http://eqmp.test/api2/public/open-data/files/network-CAQM-2025.csv.gz',
    },
  ],
};

/** The two answers the page asks for, by address. */
const answer = async (url: string) =>
  new Response(JSON.stringify(url.includes('/open-data/files') ? FILES : COLLECTIONS), {
    status: 200,
  });

describe('OpenDataPage', () => {
  const fetchMock = stubFetch();

  it('shows both service addresses, each layer with its GeoJSON link, and the attribution', async () => {
    fetchMock.mockImplementation(answer);
    renderWithProviders(<OpenDataPage />, '/public/open_data');
    expect(await screen.findByText('Continuous air quality stations')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map((c) => c[0])).toContain('/ogcapi/collections');
    expect(screen.getByRole('link', { name: 'GeoJSON' })).toHaveAttribute(
      'href',
      'http://eqmp.test/ogcapi/collections/air-quality-stations/items?limit=1000',
    );
    const origin = window.location.origin;
    expect(screen.getByRole('link', { name: `${origin}/ogcapi` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${origin}/sta/v1.1` })).toBeInTheDocument();
    expect(
      screen.getByText('Index values: Department of Environment Malaysia.'),
    ).toBeInTheDocument();
  });

  it('lists the bulk downloads with their sizes, and states the licence', async () => {
    fetchMock.mockImplementation(answer);
    renderWithProviders(<OpenDataPage />, '/public/open_data');
    const file = await screen.findByRole('link', { name: 'CA07G-2025.csv.gz' });
    expect(file).toHaveAttribute(
      'href',
      'http://eqmp.test/api2/public/open-data/files/CA07G-2025.csv.gz',
    );
    expect(screen.getByText('Klang (CA07G)')).toBeInTheDocument();
    expect(screen.getByText('All CAQM stations')).toBeInTheDocument();
    expect(screen.getByText('420.5 kB')).toBeInTheDocument();
    expect(screen.getByText('28.4 MB')).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: 'Creative Commons Attribution 4.0 International (CC BY 4.0)',
      }),
    ).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
  });

  it('says so when the layers cannot be loaded', async () => {
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ message: 'x', code: 'INTERNAL' }), { status: 500 }),
    );
    renderWithProviders(<OpenDataPage />, '/public/open_data');
    expect(
      await screen.findByText('The layers could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
  });
});
