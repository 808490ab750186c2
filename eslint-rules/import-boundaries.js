// The import boundaries of docs/architecture.md, checked on resolved paths:
// web ↛ server, server ↛ web, packages ↛ apps, a web feature ↛ another web feature, and a server
// module is used from outside only through its public file (`index.ts` or `<module>.module.ts`),
// and never imports the seed (apps/server/src/seed: demo and seed code; its tests may).
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const FEATURES = ['apps', 'web', 'src', 'features'].join(sep);
const MODULES = ['apps', 'server', 'src', 'modules'].join(sep);
const SEED = ['apps', 'server', 'src', 'seed'].join(sep);
const TEST_FILE =
  /(\.test|\.fixtures|\.test-support|-test-fixtures)\.[cm]?[jt]sx?$|[\\/]apps[\\/]server[\\/]src[\\/]test[\\/]/;

/** Why `from` may not import `target` (both absolute paths), or null when it may. */
export function boundaryViolation(from, target) {
  const a = relative(root, from);
  const b = relative(root, target);
  const under = (path, dir) => path === dir || path.startsWith(dir + sep);
  if (under(a, join('apps', 'web')) && under(b, join('apps', 'server')))
    return 'The web app never imports the server.';
  if (under(a, join('apps', 'server')) && under(b, join('apps', 'web')))
    return 'The server never imports the web app.';
  if (under(a, 'packages') && under(b, 'apps')) return 'Packages never import the apps.';
  if (under(a, FEATURES) && under(b, FEATURES)) {
    const featureOf = (path) => path.slice(FEATURES.length + 1).split(sep)[0];
    if (featureOf(a) !== featureOf(b)) {
      return 'Features do not import each other: compose them in app/ or move the shared part down.';
    }
  }
  if (under(a, MODULES) && under(b, SEED) && !TEST_FILE.test(a)) {
    return 'Product modules never import the seed: demo and seed code lives in seed/ and is loaded only in demo mode.';
  }
  if (under(b, MODULES) && !TEST_FILE.test(a)) {
    const [moduleOfB, ...rest] = b.slice(MODULES.length + 1).split(sep);
    const moduleOfA = under(a, MODULES) ? a.slice(MODULES.length + 1).split(sep)[0] : null;
    const file = rest.join('/').replace(/\.[cm]?[jt]sx?$/, '');
    if (moduleOfA !== moduleOfB && file !== 'index' && file !== `${moduleOfB}.module`) {
      return `Use the ${moduleOfB} module through its public file (modules/${moduleOfB}/index.ts or ${moduleOfB}.module.ts), not ${rest.join('/')}.`;
    }
  }
  return null;
}

function join(...parts) {
  return parts.join(sep);
}

const PACKAGE_DIRS = {
  '@eqmp/server': join(root, 'apps', 'server'),
  '@eqmp/web': join(root, 'apps', 'web'),
};

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the workspace import boundaries' },
    schema: [],
  },
  create(context) {
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = source.startsWith('.')
        ? resolve(dirname(context.filename), source)
        : PACKAGE_DIRS[source];
      if (!target) return;
      const message = boundaryViolation(context.filename, target);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const boundariesPlugin = { rules: { 'import-boundaries': importBoundaries } };
