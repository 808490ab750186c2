import type { OgcCollectionsResponse } from '@eqmp/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { OpenDataPage } from './OpenDataPage';

// AntD tables observe their size; jsdom has no ResizeObserver (the shared setup stubs only matchMedia).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const COLLECTIONS: OgcCollectionsResponse = {
  links: [],
  collections: [
    {
      id: 'air-quality-stations',
      title: 'Continuous air quality stations',
      description: 'Active continuous air quality stations.',
      attribution: 'Index values: Department of Environment Malaysia.',
      itemType: 'feature',
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

describe('OpenDataPage', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows both service addresses, each layer with its GeoJSON link, and the attribution', async () => {
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify(COLLECTIONS), { status: 200 }),
    );
    renderWithProviders(<OpenDataPage />, '/public/open_data');
    expect(await screen.findByText('Continuous air quality stations')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/ogcapi/collections');
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
