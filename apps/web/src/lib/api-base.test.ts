import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * Spec §7: the base host differs per environment (a test host, a government host, or the
 * relative root) and the shared HTTP client uses it. The build sets it with `VITE_API_BASE`, read
 * once when the client loads, so the client is loaded afresh here with the variable set.
 */
vi.mock('./preferences', () => ({ storedLanguage: () => 'ms' }));

const BASE = 'https://api.eqmp.test';
type Client = typeof import('./api-client');
let client: Client;
const fetchMock = vi.fn<typeof fetch>();

beforeAll(async () => {
  vi.stubEnv('VITE_API_BASE', BASE);
  vi.resetModules();
  client = await import('./api-client');
  vi.stubGlobal('fetch', fetchMock);
});

afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const calledUrls = () => fetchMock.mock.calls.map(([url]) => url as string);
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the per-environment base host (VITE_API_BASE)', () => {
  it('is what the client reads', () => {
    expect(client.API_BASE).toBe(BASE);
  });

  it('prefixes every JSON call, whatever its method', async () => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => json({ ok: true }));
    await client.apiRequest('/api2/health');
    await client.apiRequest('/api2/users/login', { body: { username: 'a', password: 'b' } });
    await client.apiRequest('/api2/things/1', { method: 'DELETE', token: 't' });
    expect(calledUrls()).toEqual([
      `${BASE}/api2/health`,
      `${BASE}/api2/users/login`,
      `${BASE}/api2/things/1`,
    ]);
    // The chosen language travels with every call.
    const init = fetchMock.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string>)['accept-language']).toBe('ms-MY');
  });

  it('prefixes a refused call too, and reads its error', async () => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(json({ message: 'Tiada', code: 'NOT_FOUND' }, 404));
    await expect(client.apiRequest('/api2/missing')).rejects.toMatchObject({ status: 404 });
    expect(calledUrls()).toEqual([`${BASE}/api2/missing`]);
  });

  it('prefixes uploads, downloads and files shown in the page', async () => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => new Response('{}', { status: 200 }));
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await client.uploadApi('documentAddVersion', { params: { id: 7 } }, new File(['a'], 'a.csv'));
    await client.downloadWithToken('/api2/exports/1', 'a.csv');
    await client.fetchBlobWithToken('/api2/manual/en/guide');
    expect(calledUrls()).toEqual([
      `${BASE}/api2/documents/7/versions`,
      `${BASE}/api2/exports/1`,
      `${BASE}/api2/manual/en/guide`,
    ]);
  });

  it('prefixes an upload that reports its progress (XHR)', async () => {
    const opened: string[] = [];
    class FakeXhr {
      status = 200;
      statusText = 'OK';
      responseText = '{}';
      upload = {} as XMLHttpRequestUpload;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      open(_method: string, url: string) {
        opened.push(url);
      }
      setRequestHeader() {}
      send() {
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    await client.uploadApiWithProgress(
      'documentAddVersion',
      { params: { id: 7 } },
      new File(['a'], 'a.csv'),
      () => {},
    );
    expect(opened).toEqual([`${BASE}/api2/documents/7/versions`]);
  });
});
