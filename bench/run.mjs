#!/usr/bin/env node
// Builds a benchmark with esbuild (workspace TypeScript inlined, packages external) and runs it.
// Usage: node bench/run.mjs ingest
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const name = process.argv[2];
if (!name) {
  console.error('Usage: node bench/run.mjs <benchmark>   (e.g. ingest)');
  process.exit(2);
}
const pkg = JSON.parse(readFileSync(join(root, 'apps/server/package.json'), 'utf8'));
const outfile = join(root, 'bench/dist', `${name}.mjs`);
await build({
  entryPoints: [join(root, 'bench', `${name}.ts`)],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
    (d) => !d.startsWith('@eqmp/'),
  ),
  banner: {
    js: "import { createRequire as __r } from 'node:module'; const require = __r(import.meta.url);",
  },
  logLevel: 'warning',
});
const result = spawnSync(process.execPath, [outfile], {
  stdio: 'inherit',
  cwd: root,
  env: process.env,
});
process.exit(result.status ?? 1);
