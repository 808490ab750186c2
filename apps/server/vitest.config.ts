import { defineConfig } from 'vitest/config';

/**
 * The server's files share their worker's modules (no test here replaces a module with
 * `vi.mock`; each file opens its own database and app), so the route code is loaded once per
 * worker rather than once per file.
 */
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: false,
  },
});
