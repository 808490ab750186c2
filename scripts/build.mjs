#!/usr/bin/env node
// Builds what is missing or out of date: the web app (Vite) and the server bundle (esbuild).
// Usage: node scripts/build.mjs [--force]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { precompress } from './precompress.mjs';
import { buildManual, MANUAL_SOURCE } from './build-manual.mjs';

const root = new URL('..', import.meta.url).pathname;
const force = process.argv.includes('--force');

/** Newest modification time of the files under `dirs` (skipping build output and deps). */
function newest(dirs) {
  let latest = 0;
  const walk = (path) => {
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path))
        if (name !== 'node_modules' && name !== 'dist') walk(join(path, name));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const dir of dirs) if (existsSync(dir)) walk(dir);
  return latest;
}

const shared = ['packages/domain/src', 'packages/locales', 'package-lock.json'].map((p) =>
  join(root, p),
);
const stale = (output, inputs) =>
  force || !existsSync(output) || statSync(output).mtimeMs < newest(inputs);

const webOut = join(root, 'apps/web/dist/index.html');
if (
  stale(webOut, [
    join(root, 'apps/web/src'),
    join(root, 'apps/web/index.html'),
    join(root, 'apps/web/public'),
    ...shared,
  ])
) {
  console.log('Building the web app…');
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: join(root, 'apps/web'),
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  precompress(join(root, 'apps/web/dist/assets'));
}

const serverOut = join(root, 'apps/server/dist/server.js');
// The worker that reads PDF text (plain JavaScript) sits beside the bundle, where the server's
// `new URL('./pdf-text-worker.mjs', import.meta.url)` finds it, as it does beside its source.
const pdfWorkerOut = join(root, 'apps/server/dist/pdf-text-worker.mjs');
if (stale(serverOut, [join(root, 'apps/server/src'), ...shared]) || !existsSync(pdfWorkerOut)) {
  console.log('Building the server…');
  const pkg = JSON.parse(readFileSync(join(root, 'apps/server/package.json'), 'utf8'));
  // Workspace packages are bundled (they are TypeScript); published packages stay external.
  const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
    (name) => !name.startsWith('@eqmp/'),
  );
  // The server and its PDF worker are bundled for Node alike.
  const nodeBundle = {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    logLevel: 'warning',
  };
  await build({
    ...nodeBundle,
    entryPoints: [join(root, 'apps/server/src/server.ts')],
    outfile: serverOut,
    sourcemap: true,
    banner: {
      js: "import { createRequire as __eqmpRequire } from 'node:module'; const require = __eqmpRequire(import.meta.url);",
    },
  });
  await build({
    ...nodeBundle,
    entryPoints: [join(root, 'apps/server/src/storage/pdf-text-worker.mjs')],
    outfile: pdfWorkerOut,
  });
}

// The user manual: Markdown sources and screenshots under docs/manual, PDFs beside the server bundle.
const manualOut = join(root, 'apps/server/dist/manual');
if (
  stale(join(manualOut, 'en/getting-started.pdf'), [
    MANUAL_SOURCE,
    join(root, 'scripts/build-manual.mjs'),
  ])
) {
  console.log('Building the user manual…');
  await buildManual(manualOut);
}
