import { PAGE_LOAD_TIMEOUT_MS } from '@eqmp/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLoadTimeoutError, withTimeout } from './lazy-page';

describe('withTimeout (spec §9: page script load timeout 120 s)', () => {
  afterEach(() => vi.useRealTimers());

  it('rejects with PageLoadTimeoutError when the code has not loaded in time', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}));
    const check = expect(pending).rejects.toBeInstanceOf(PageLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(PAGE_LOAD_TIMEOUT_MS);
    await check;
  });

  it('passes a module through when it loads in time', async () => {
    await expect(withTimeout(Promise.resolve('page'), 1000)).resolves.toBe('page');
  });

  it('passes a load failure through', async () => {
    await expect(withTimeout(Promise.reject(new Error('chunk failed')), 1000)).rejects.toThrow(
      'chunk failed',
    );
  });
});
