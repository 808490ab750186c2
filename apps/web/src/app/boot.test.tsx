import { STORAGE_KEYS } from '@eqmp/domain';
import { act, screen } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { boot, BOOT_ERROR_PREFIX } from './boot';

/** Spec §8: start-up boot errors are logged to the console; the user sees a page, not a blank screen. */
describe('boot', () => {
  let container: HTMLDivElement;
  let root: Root;
  let consoleError: MockInstance<typeof console.error>;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    consoleError.mockRestore();
  });

  const bootLines = () =>
    consoleError.mock.calls.filter(([first]) => String(first).startsWith(BOOT_ERROR_PREFIX));

  it('renders the app when it starts', async () => {
    await act(() => boot(root, async () => <p>the portal</p>));
    expect(screen.getByText('the portal')).toBeInTheDocument();
    expect(bootLines()).toEqual([]);
  });

  it('logs an error while loading (catalogues, router) and shows a readable page in English', async () => {
    const failure = new Error('catalogue common.json could not be read');
    await act(() => boot(root, () => Promise.reject(failure)));
    expect(bootLines()).toEqual([[expect.stringContaining('could not start'), failure]]);
    expect(screen.getByRole('alert')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { name: 'The portal could not start' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('shows the page in the chosen language (Malay)', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'ms-MY');
    await act(() => boot(root, () => Promise.reject(new Error('router'))));
    expect(screen.getByRole('alert')).toHaveAttribute('lang', 'ms');
    expect(
      screen.getByRole('heading', { name: 'Portal tidak dapat dimulakan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Muat semula' })).toBeInTheDocument();
  });

  it('logs and shows the page when the app throws while rendering its first screen', async () => {
    function Broken(): never {
      throw new Error('configuration missing');
    }
    await act(() => boot(root, async () => <Broken />));
    expect(bootLines()).toContainEqual([
      expect.stringContaining('while rendering'),
      expect.objectContaining({
        error: expect.objectContaining({ message: 'configuration missing' }),
      }),
    ]);
    expect(screen.getByRole('heading', { name: 'The portal could not start' })).toBeInTheDocument();
  });

  it('reloads the page from its button', async () => {
    const location = Object.getOwnPropertyDescriptor(window, 'location')!;
    const reload = vi.fn();
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...window.location, reload },
    });
    try {
      await act(() => boot(root, () => Promise.reject(new Error('x'))));
      act(() => screen.getByRole('button', { name: 'Reload' }).click());
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', location);
    }
  });
});
