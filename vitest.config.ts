import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { webIsolated } from './apps/web/vitest.config';

/**
 * Every unit, component and route test of the workspace; each workspace has its own project.
 * Two workers at least: the tests wait on databases and timers as much as they compute, so a
 * two-core machine runs two files at once with profit.
 */
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/domain',
      'packages/locales',
      'apps/server',
      'apps/web',
      webIsolated,
      { test: { name: 'tooling', include: ['eslint-rules/*.test.js', 'scripts/*.test.mjs'] } },
    ],
  },
});
