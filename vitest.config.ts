import { defineConfig } from 'vitest/config';

/** Every unit, component and route test of the workspace; each workspace has its own project. */
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/locales',
      'apps/server',
      'apps/web',
      { test: { name: 'tooling', include: ['eslint-rules/*.test.js', 'scripts/*.test.mjs'] } },
    ],
  },
});
