#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project of the workspace checked by TypeScript's native
// compiler (`typescript-native`, the 7.x port: the same checks in a fraction of the time). The
// `typescript` 6.x package stays for the tools that load TypeScript as a library (typescript-eslint,
// the editor). Each project is checked even when an earlier one failed, so one run lists all.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const compiler = fileURLToPath(
  new URL('../node_modules/typescript-native/bin/tsc', import.meta.url),
);
const PROJECTS = ['packages/domain', 'packages/locales', 'apps/server', 'apps/web', 'e2e', '.'];

let failed = 0;
for (const project of PROJECTS) {
  const { status } = spawnSync(process.execPath, [compiler, '-p', project], {
    cwd: root,
    stdio: 'inherit',
  });
  if (status !== 0) {
    failed += 1;
    console.error(`Type errors in ${project === '.' ? 'the root project' : project}.`);
  }
}
process.exit(failed > 0 ? 1 : 0);
