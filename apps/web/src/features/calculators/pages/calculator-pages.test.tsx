import { type AirResult } from '@eqmp/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders } from '../../../test/render';
import { AirCalculatorPage } from './AirCalculatorPage';
import { MarineCalculatorPage } from './MarineCalculatorPage';
import { stubFetch } from '../../../test/fetch';

// ECharts needs a canvas, which the test DOM lacks; the option builder has its own tests.
vi.mock('../../../components/EChart', () => ({ EChart: () => <div data-testid="chart" /> }));

const MODERATE: AirResult = {
  api: 100,
  displayApi: 100,
  category: 'MODERATE',
  dominant: 'PM10',
  dominantPollutants: ['PM10'],
  symbol: '*',
  advice: 'NO_RESTRICTION',
  emergency: false,
  subindex: { PM10: 100 },
  pm25Table: 'A',
  standards: [
    {
      pollutant: 'PM10',
      id: 'api-pm10',
      version: 'DOE-2020',
      effectiveFrom: '2020-06-15',
      source: 'DOE Malaysia',
      confidence: 'CONFIRMED',
    },
  ],
};

describe('calculator pages', () => {
  const fetchMock = stubFetch();

  it('air: asks for at least one pollutant and refuses a negative value, without calling the server', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AirCalculatorPage />, '/eqmp/app/air/caqm/report/api_calculator');
    expect(screen.getByText('Continuous Air Quality Monitoring')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(
      await screen.findByText('Enter at least one pollutant concentration.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('PM10'), '-5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('PM10 cannot be negative.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('air: sends the entered values and shows the API, its category, the dominant pollutant and the advice', async () => {
    fetchMock.mockResolvedValue(json(MODERATE));
    const user = userEvent.setup();
    renderWithProviders(<AirCalculatorPage />, '/eqmp/app/air/maqm/report/api_calculator');
    await user.type(screen.getByLabelText('PM10'), '150');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(screen.getByTestId('index-value')).toHaveTextContent('100*'));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api2/calculators/air');
    expect(JSON.parse(init.body as string)).toEqual({ PM10: 150 });
    expect(screen.getByText('Moderate')).toBeInTheDocument();
    expect(screen.getByText('No restriction on outdoor activities.')).toBeInTheDocument();
    expect(screen.getAllByText('PM10').length).toBeGreaterThan(1);
    expect(screen.getByTestId('chart')).toBeInTheDocument();
  });

  it('air: shows a field problem named by the server under its input', async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          code: 'VALIDATION_FAILED',
          message: 'Invalid',
          issues: [{ path: 'CO', message: 'CO is out of range.' }],
        },
        400,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<AirCalculatorPage />, '/eqmp/app/air/caqm/report/api_calculator');
    await user.type(screen.getByLabelText('Carbon monoxide (CO)'), '9');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('CO is out of range.')).toBeInTheDocument();
  });

  it('marine: says the index is provisional and requires every parameter', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MarineCalculatorPage />, '/eqmp/app/marine/cmwqm/report/mwqi_calculator');
    expect(screen.getByText('This index is provisional')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Faecal coliform is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
