import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../lib/i18n';

// A test waits for what the page shows, not for how fast: on a loaded two-core machine a table or
// a polled export can take longer than the library's one-second default to appear.
configure({ asyncUtilTimeout: 5_000 });

// Ant Design reads media queries: every query answers "no match", so layouts are the same on every machine.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// Ant Design tables and tabs observe their size; a size that never changes is enough here.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // Files share their worker's modules: a test that switched to Malay must not leave the next
  // file's texts in Malay (English unless another value is stored).
  await i18n.changeLanguage('en');
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0]?.trim()}=; max-age=0; path=/`;
  });
});
