import { STORAGE_KEYS } from '@eqmp/domain';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreferencesProvider, usePreferences } from './preferences';

function Show() {
  const { language, theme, setLanguage, setTheme } = usePreferences();
  return (
    <>
      <p>
        {language}/{theme}
      </p>
      <button onClick={() => (setLanguage('ms'), setTheme('dark'))}>switch</button>
    </>
  );
}

/** Renders the preferences as the provider gives them, with the button that switches both. */
const renderShown = () =>
  render(
    <PreferencesProvider>
      <Show />
    </PreferencesProvider>,
  );

describe('preferences', () => {
  it('defaults to English and light when nothing is stored', () => {
    renderShown();
    expect(screen.getByText('en/light')).toBeInTheDocument();
  });

  it('reads any stored language other than English as Malay (spec §1)', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'id-ID');
    renderShown();
    expect(screen.getByText('ms/light')).toBeInTheDocument();
  });

  it('stores the choices under lang_eqmp and the theme key', () => {
    renderShown();
    act(() => screen.getByText('switch').click());
    expect(localStorage.getItem('lang_eqmp')).toBe('ms-MY');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(screen.getByText('ms/dark')).toBeInTheDocument();
  });
});

describe('reduced motion', () => {
  let reduce = false;
  const listeners = new Set<() => void>();
  afterEach(() => vi.restoreAllMocks());

  function MotionShown() {
    const { reducedMotion } = usePreferences();
    return <p>{reducedMotion ? 'still' : 'moving'}</p>;
  }

  it('follows the device setting, also when it changes while the page is open', () => {
    reduce = false;
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(prefers-reduced-motion: reduce)' && reduce,
          addEventListener: (_: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
        }) as unknown as MediaQueryList,
    );
    render(
      <PreferencesProvider>
        <MotionShown />
      </PreferencesProvider>,
    );
    expect(screen.getByText('moving')).toBeInTheDocument();
    act(() => {
      reduce = true;
      listeners.forEach((listener) => listener());
    });
    expect(screen.getByText('still')).toBeInTheDocument();
  });
});
