import { type Page, type ParameterRow } from '@eqmp/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderSignedIn } from '../../../test/render';
import { ListParameterPage } from './ListParameterPage';
import { stubFetch } from '../../../test/fetch';

const PAGE: Page<ParameterRow> = {
  items: [
    {
      code: 'PM10',
      medium: 'air',
      nameEn: 'PM10',
      nameMs: 'PM10',
      unit: 'ug/m3',
      averaging: '24H',
      decimals: 0,
      rangeMin: 0,
      rangeMax: 1000,
      mdl: 2,
      maxStep: 200,
      isActive: true,
      stationCount: 3,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
    {
      code: 'DO',
      medium: 'river',
      nameEn: 'Dissolved oxygen',
      nameMs: 'Oksigen terlarut',
      unit: 'mg/L',
      averaging: null,
      decimals: 2,
      rangeMin: 0,
      rangeMax: 20,
      mdl: 0.05,
      maxStep: 4,
      isActive: false,
      stationCount: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
};

describe('ListParameterPage', () => {
  const fetchMock = stubFetch(async () => json(PAGE));

  it('lists parameters read-only for List of Parameter, asking the server with the URL filters', async () => {
    renderSignedIn(
      <ListParameterPage />,
      ['List of Parameter'],
      '/eqmp/app/edc/inventory/list_parameter?search=oxygen&medium=river&pageSize=50',
    );
    expect(await screen.findByText('Dissolved oxygen')).toBeInTheDocument();
    const row = screen.getByText('Dissolved oxygen').closest('tr') as HTMLElement;
    expect(within(row).getByText('None (samples)')).toBeInTheDocument();
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add parameter/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe(
      '/api2/inventory/parameters?page=1&pageSize=50&search=oxygen&medium=river',
    );
  });

  it('offers add, edit and (de)activate when the user also holds Inventory Maintenance', async () => {
    renderSignedIn(
      <ListParameterPage />,
      ['List of Parameter', 'Inventory Maintenance'],
      '/eqmp/app/edc/inventory/list_parameter',
    );
    expect(await screen.findByText('Dissolved oxygen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add parameter/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });
});
