import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For each test of the suite, `fetch` answers with `answer` (without one, each test sets its own
 * answer); afterwards the real one is back and the session is cleared. Returns the mock, to read
 * the calls or answer otherwise in one test.
 */
export function stubFetch(answer?: (url: string, init?: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    if (answer) fetchMock.mockImplementation(answer);
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });
  return fetchMock;
}
