import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, defineProject } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The test files that replace a module with `vi.mock`. They run in a module graph of their own;
 * every other file shares its worker's modules with the files before it (no reload of React,
 * Ant Design and i18next per file), which is what makes the suite fast. The list is read from the
 * files, so a new test that mocks a module is isolated without anyone remembering to say so.
 */
function moduleMockingTests(dir = join(root, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return moduleMockingTests(path);
    if (!/\.test\.tsx?$/.test(entry.name)) return [];
    return /\bvi\.(mock|doMock)\(/.test(readFileSync(path, 'utf8')) ? [relative(root, path)] : [];
  });
}
const MOCKING = moduleMockingTests();

const shared = {
  environment: 'happy-dom',
  setupFiles: ['./src/test/setup.ts'],
  testTimeout: 20_000,
};

export default defineConfig({
  plugins: [react()],
  test: {
    ...shared,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...MOCKING],
    isolate: false,
  },
});

/** The files that mock modules, each in its own module graph (see `moduleMockingTests`). */
export const webIsolated = defineProject({
  plugins: [react()],
  root,
  test: { ...shared, name: 'web-isolated', include: MOCKING },
});
