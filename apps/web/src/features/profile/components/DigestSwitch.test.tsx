import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders } from '../../../test/render';
import { DigestSwitch } from './DigestSwitch';

const profile = {
  id: '1',
  username: 'officer',
  fullName: 'Officer',
  email: 'o@doe.gov.my',
  phone: null,
  organisation: null,
  userGroup: 'department',
  lastLoginAt: null,
  dailyDigest: true,
  ticked: [],
};

describe('the daily digest switch', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(json(profile));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('switches the digest on in the language in use and says so', async () => {
    renderWithProviders(<DigestSwitch on={false} />);
    fireEvent.click(
      screen.getByRole('switch', { name: 'Mail me what is waiting for me every morning' }),
    );
    expect(await screen.findByText('The daily digest is on.')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api2/users/me/digest');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(init?.body as string)).toEqual({ dailyDigest: true });
    expect((init?.headers as Record<string, string>)['accept-language']).toBe('en-US');
  });
});
